import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// A made-up Indonesian job ad of the kind round 30 brought (issue 13): duties under 'Tanggung Jawab', requirements
// under 'Kualifikasi' opening on the sex and age asked, a plus, the place, overtime and the contract among them, the
// offer under 'Benefit' and how to apply in a closing line.
const WAREHOUSE_AD = [
  '# Lowongan Kerja',
  '## Admin Gudang',
  '## Tanggung Jawab',
  '1. Mencatat barang masuk dan keluar setiap hari',
  '2. Membuat laporan stok bulanan untuk kepala gudang',
  '3. Mengecek kesesuaian dokumen pengiriman dengan barang',
  '## Kualifikasi',
  '1. Pria / Wanita',
  '2. Pendidikan minimal SMA/SMK, dengan usia maksimal 30 tahun',
  '3. Laki-laki, usia 20-35 tahun',
  '4. Teliti dan mampu bekerja dengan target',
  '5. Berpenampilan menarik',
  '6. Diutamakan menguasai Microsoft Excel',
  '7. Bersedia ditempatkan di Cikarang, Bekasi',
  '8. Bersedia lembur jika diperlukan',
  '9. Karyawan kontrak 1 tahun',
  '## Benefit',
  '- BPJS Kesehatan dan Ketenagakerjaan',
  '- Uang makan harian',
  'Bila berminat silahkan kirim CV dan surat lamaran ke rekrutmen@contoh.co.id (Subject: Admin Gudang)',
].join('\n\n');

describe('an Indonesian job ad (issue 13, round 30 kind)', () => {
  it('reads the usual Indonesian headings by kind', () => {
    expect(headingKind('Deskripsi Pekerjaan')).toBe('responsibilities');
    expect(headingKind('Tanggung Jawab')).toBe('responsibilities');
    expect(headingKind('Tugas dan Tanggung Jawab')).toBe('responsibilities');
    expect(headingKind('Persyaratan Pekerjaan')).toBe('requirements');
    expect(headingKind('Kualifikasi')).toBe('requirements');
    expect(headingKind('Nilai Tambah')).toBe('nice_to_have');
    expect(headingKind('Benefit')).toBe('benefits');
    expect(headingKind('Fasilitas')).toBe('benefits');
    expect(headingKind('Lokasi Kerja')).toBe('terms');
  });

  it('states the language and asks the duties and requirements in English quoting their lines', () => {
    const { jobSpecsQuestions, languages } = generateJob({
      jobSpecMarkdown: WAREHOUSE_AD,
      position: 'Admin Gudang',
    });
    expect(languages).toEqual({ document: 'id', mcq: 'en' });
    const about = (line: string) => jobSpecsQuestions.find((question) => question.includes(line)) ?? '';
    expect(about('"Mencatat barang masuk dan keluar setiap hari"')).toMatch(/^The posting lists this task/);
    expect(about('"Membuat laporan stok bulanan untuk kepala gudang"')).toMatch(
      /^The posting lists this task/,
    );
    expect(about('"Teliti dan mampu bekerja dengan target"')).toMatch(/^The posting asks for/);
    expect(about('"Diutamakan menguasai Microsoft Excel"')).toMatch(/^The posting names this as a plus/);
    // The education is asked without the age the same line sets.
    expect(about('"Pendidikan minimal SMA/SMK"')).toMatch(/^The posting asks for/);
  });

  it('never asks the sex, the age, the looks, the offer or how to apply', () => {
    const asked = generateJob({
      jobSpecMarkdown: WAREHOUSE_AD,
      position: 'Admin Gudang',
    }).jobSpecsQuestions.join('\n');
    expect(asked).not.toMatch(
      /Pria|Wanita|Laki-laki|usia|tahun"|Berpenampilan|BPJS|Uang makan|kirim CV|Subject/,
    );
  });

  it('reads the place, the overtime and the contract as work requirements', () => {
    const result = generateJob({ jobSpecMarkdown: WAREHOUSE_AD, position: 'Admin Gudang' });
    const byTitle = Object.fromEntries(result.jobSpecWorkRequirements.map((w) => [w.title, w.question]));
    expect(byTitle['Location']).toContain('Cikarang, Bekasi');
    expect(byTitle['Working hours']).toContain('Bersedia lembur jika diperlukan');
    expect(byTitle['Contract type']).toContain('Karyawan kontrak 1 tahun');
    expect(result.workArrangementInfo.office_location).toBe('Cikarang, Bekasi');
  });

  it("reads a short ad's 'Domisili' line as the place", () => {
    const ad = [
      '# Lowongan Kerja',
      '## Staf Gudang',
      '## Kualifikasi',
      '1. Pria',
      '2. Pendidikan minimal SMA sederajat',
      '3. Jujur, disiplin dan bertanggung jawab',
      '4. Mampu mengoperasikan komputer dengan baik',
      '5. Domisili Semarang',
    ].join('\n\n');
    const result = generateJob({ jobSpecMarkdown: ad, position: 'Staf Gudang' });
    expect(result.languages?.document).toBe('id');
    expect(result.workArrangementInfo.office_location).toBe('Semarang');
    expect(result.jobSpecsQuestions.join('\n')).toContain('"Mampu mengoperasikan komputer dengan baik"');
  });
});
