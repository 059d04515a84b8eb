import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { focusOf } from './job-question-phrasing.ts';
import { isPersonalAttribute } from './unaskable-lines.ts';

// Round 30's leftovers (issue 13), by kind, on made-up postings: a plus on where the person is registered or comes
// from, a minimum degree asked as experience, and a line of what the person must know asked as a task done.

const SALES_VI = [
  '## Nhân viên kinh doanh',
  'Địa điểm làm việc: Cần Thơ',
  'Bằng cấp tối thiểu: Cao đẳng',
  'Mô tả công việc',
  'Gọi điện tư vấn sản phẩm cho khách hàng mới.',
  'Hiểu rõ các gói dịch vụ và chính sách giá của công ty.',
  'Nắm vững quy trình xử lý đơn hàng từ khi nhận đến khi giao.',
  'Nắm bắt nhu cầu của khách hàng và đề xuất gói phù hợp.',
  'Yêu cầu công việc',
  'Có ít nhất 1 năm kinh nghiệm bán hàng qua điện thoại.',
  'Giao tiếp tốt, kiên nhẫn với khách hàng.',
  'Ưu tiên ứng viên có hộ khẩu tại Cần Thơ.',
  'Ưu tiên ứng viên biết sử dụng phần mềm CRM.',
].join('\n\n');

const CASHIER_ID = [
  '# Lowongan Kerja',
  '## Kasir Toko',
  '## Tanggung Jawab',
  '1. Melayani pembayaran pelanggan di kasir',
  '2. Memahami alur retur barang dan penukaran voucher',
  '3. Menyusun laporan kas harian untuk kepala toko',
  '## Kualifikasi',
  '1. Lulusan minimal SMA/SMK sederajat',
  '2. Teliti dan jujur dalam bekerja',
  '3. Memiliki KTP Kota Malang',
  '4. Diutamakan putra daerah',
  '5. Berdomisili di Malang',
].join('\n\n');

const QUALIFICATION = /What is your highest relevant qualification/;

const requirement = (text: string) => ({ text, kind: 'requirements' as const, skills: [], source: text });

describe('a plus on where the person is registered or comes from', () => {
  it('is a trait of the person, never asked, in the languages read', () => {
    for (const line of [
      'Ưu tiên ứng viên có hộ khẩu thường trú tại Hà Nội',
      'Có quê quán tại Nghệ An',
      'Memiliki KTP DKI Jakarta',
      'Melampirkan surat keterangan domisili',
      'Diutamakan putra daerah',
      '本地户口优先',
      'Наличие прописки в Москве',
      'Candidates with a local household registration preferred',
    ])
      expect(isPersonalAttribute(line), line).toBe(true);
    // The place of the work itself is not a trait of the person.
    expect(isPersonalAttribute('Berdomisili di Malang')).toBe(false);
    expect(isPersonalAttribute('Làm việc tại Cần Thơ')).toBe(false);
  });

  it('is left out of the questions, while the place of work stays a work requirement', () => {
    const vi = generateJob({ jobSpecMarkdown: SALES_VI, position: 'Nhân viên kinh doanh' });
    expect(vi.jobSpecsQuestions.join('\n')).not.toMatch(/hộ khẩu/);
    expect(vi.jobSpecsQuestions.join('\n')).toContain('"Ưu tiên ứng viên biết sử dụng phần mềm CRM"');
    expect(vi.workArrangementInfo.office_location).toBe('Cần Thơ');
    const id = generateJob({ jobSpecMarkdown: CASHIER_ID, position: 'Kasir Toko' });
    expect(id.jobSpecsQuestions.join('\n')).not.toMatch(/KTP|putra daerah/);
    expect(id.workArrangementInfo.office_location).toBe('Malang');
  });
});

describe('a minimum degree', () => {
  it('is asked as a qualification in every language whose postings are read', () => {
    for (const line of [
      'Tốt nghiệp Cao đẳng trở lên chuyên ngành Quản trị kinh doanh',
      'Bằng cấp tối thiểu Trung cấp',
      'Pendidikan minimal S1 Teknik Sipil',
      'Lulusan D3 Administrasi Perkantoran',
      '大卒以上',
      'Высшее экономическое образование',
      'Вища технічна освіта',
      'Wykształcenie wyższe kierunkowe',
      'Studii superioare în domeniul tehnic',
      'Du är utbildad undersköterska',
      'Relevant uddannelse som pædagog',
      'Fullført utdanning innen helsefag',
      'Soveltuva korkeakoulututkinto',
      'Felsőfokú szakirányú végzettség',
      'Πτυχίο Οικονομικών Επιστημών',
      'Ensino superior completo em Administração',
      'Abgeschlossene Kaufmannsausbildung',
    ])
      expect(focusOf(requirement(line)), line).toBe('education');
  });

  it('is not read into experience, a workplace or a field of work that names a school', () => {
    for (const line of [
      'Kinh nghiệm tối thiểu 2 năm',
      'Có kinh nghiệm làm việc tại trường đại học',
      'Pengalaman di bidang pendidikan',
      'Experience with D3.js and SVG charts',
      'Опыт работы в сфере образования',
      'Aprobar examen médico',
      'Kendskab til didaktik og uddannelse i relation til sundhed',
      'Formação de equipes de vendas',
    ])
      expect(focusOf(requirement(line)), line).not.toBe('education');
  });

  it("asks a board's degree row and a degree line with the qualification template", () => {
    const vi = generateJob({ jobSpecMarkdown: SALES_VI, position: 'Nhân viên kinh doanh' });
    const degree = vi.jobSpecsQuestions.find((question) => question.includes('Bằng cấp tối thiểu Cao đẳng'));
    expect(degree).toMatch(QUALIFICATION);
    const id = generateJob({ jobSpecMarkdown: CASHIER_ID, position: 'Kasir Toko' });
    expect(id.jobSpecsQuestions.find((question) => question.includes('Lulusan minimal SMA'))).toMatch(
      QUALIFICATION,
    );
  });
});

describe('a line of what the person must know', () => {
  it('is asked as a knowledge the posting asks for, not as a task done, wherever it is listed', () => {
    const vi = generateJob({
      jobSpecMarkdown: SALES_VI,
      position: 'Nhân viên kinh doanh',
    }).jobSpecsQuestions.join('\n');
    expect(vi).toContain('The posting asks for: "Hiểu rõ các gói dịch vụ và chính sách giá của công ty"');
    expect(vi).toContain(
      'The posting asks for: "Nắm vững quy trình xử lý đơn hàng từ khi nhận đến khi giao"',
    );
    // Grasping a customer's needs is work done.
    expect(vi).toContain(
      'The posting lists this task: "Nắm bắt nhu cầu của khách hàng và đề xuất gói phù hợp"',
    );
    const id = generateJob({ jobSpecMarkdown: CASHIER_ID, position: 'Kasir Toko' }).jobSpecsQuestions.join(
      '\n',
    );
    expect(id).toContain('The posting asks for: "Memahami alur retur barang dan penukaran voucher"');
    expect(id).toContain('The posting lists this task: "Melayani pembayaran pelanggan di kasir"');
  });
});
