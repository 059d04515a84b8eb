import { describe, expect, it } from 'vitest';
import { formPostMarkdown } from './form-post.ts';
import { generateJob } from './generate-job.ts';

// A made-up careers page of the kind round 30 brought (issue 13): department cards printed one after another, each
// post under its own heading with its own duties and requirements, some in Indonesian and some in English, each with
// its own place and terms.
const CAREERS_PAGE = [
  '### Karir',
  'Keuangan',
  'Selengkapnya',
  '### Keuangan',
  '### Staff Finance',
  'Deskripsi Pekerjaan',
  'Membuat jurnal harian dan rekonsiliasi bank',
  'Menyiapkan laporan keuangan bulanan untuk manajer',
  'Persyaratan Pekerjaan',
  'Pendidikan minimal S1 Akuntansi',
  'Pengalaman minimal 2 tahun di bidang keuangan',
  'Bersedia untuk penempatan di Bandung, Jawa Barat',
  'Close',
  '### Teknologi',
  '### Network Engineer (English Speaker)',
  'Deskripsi Pekerjaan',
  'Configuring routers, switches and firewalls across the branches',
  'Monitoring the network and resolving outages quickly',
  'Persyaratan Pekerjaan',
  'Three years of experience with Cisco networks',
  'Willingness to work weekends and be on call at night',
  'Close',
  '### Operasional',
  '### Staff Gudang',
  'Deskripsi Pekerjaan',
  'Menyusun barang di rak gudang sesuai kode',
  'Persyaratan Pekerjaan',
  'Bersedia bekerja shift malam',
  'Penempatan Kerja di Cikarang',
].join('\n\n');

describe('a careers page printing several posts (issue 13, round 30 kind)', () => {
  it("reads only the post the form names: its lines, its place and its language, not the other cards'", () => {
    const result = generateJob({ jobSpecMarkdown: CAREERS_PAGE, position: 'Staff Finance' });
    const asked = result.jobSpecsQuestions.join('\n');
    expect(asked).toContain('"Membuat jurnal harian dan rekonsiliasi bank"');
    expect(asked).toContain('"Pengalaman minimal 2 tahun di bidang keuangan"');
    expect(asked).not.toMatch(/router|network|Cisco|rak gudang/i);
    expect(result.languages?.document).toBe('id');
    expect(result.workArrangementInfo.office_location).toBe('Bandung, Jawa Barat');
    const terms = result.jobSpecWorkRequirements.map((w) => w.question).join('\n');
    expect(terms).not.toMatch(/weekend|on call|shift|Cikarang/i);
  });

  it("reads an English card as English, its name matched without the heading's aside", () => {
    const result = generateJob({ jobSpecMarkdown: CAREERS_PAGE, position: 'Network Engineer' });
    const asked = result.jobSpecsQuestions.join('\n');
    expect(asked).toMatch(/routers, switches and firewalls/);
    expect(asked).not.toMatch(/jurnal|rak gudang/);
    expect(result.languages?.document).toBe('en');
  });

  it('keeps the whole page when the form names none of its posts, or the page holds one post', () => {
    expect(formPostMarkdown(CAREERS_PAGE, 'Kasir')).toBe(CAREERS_PAGE);
    expect(formPostMarkdown(CAREERS_PAGE, null)).toBe(CAREERS_PAGE);
    const onePost = [
      '# Staff Finance',
      '## Responsibilities',
      '- Bank reconciliations',
      '## About us',
      'A courier.',
    ].join('\n');
    expect(formPostMarkdown(onePost, 'Staff Finance')).toBe(onePost);
  });

  it("keeps a job board's page whose title heading stands over the one post it prints", () => {
    const boardPage = [
      '# Tester, Mobile Apps Acme Oy',
      '### We are now looking for the following professional',
      '### Tester, Mobile Apps',
      'We expect you to have:',
      '- Three years of testing mobile applications',
      '### Details',
      'Location: Oulu',
    ].join('\n');
    expect(formPostMarkdown(boardPage, 'Tester, Mobile Apps')).toBe(boardPage);
  });
});
