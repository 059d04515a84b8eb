import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../text/stopwords.ts';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// Made-up postings of the kind round 30 brought (issue 13): Vietnamese board ads, the post's facts as a label/value
// table ('Địa điểm làm việc: …', 'Mức lương: …', 'Kinh nghiệm tối thiểu: …'), then 'Mô tả công việc', 'Yêu cầu công
// việc', 'Quyền lợi được hưởng', the papers to hand in and the board's other postings. Both were stated English and
// asked only on the typed title.
const WAREHOUSE = [
  '## Nhân viên kho',
  'Thông tin tuyển dụng',
  'Vị trí tuyển dụng: Nhân viên kho',
  'Chức vụ: Nhân viên',
  'Yêu cầu giới tính: Nữ',
  'Địa điểm làm việc: Đà Nẵng',
  'Yêu cầu độ tuổi: 22-30',
  'Mức lương: 8-10 triệu',
  'Bằng cấp tối thiểu: Cao đẳng',
  'Số lượng cần tuyển: 2',
  'Hình thức làm việc: Bán thời gian',
  'Kinh nghiệm tối thiểu: Không yêu cầu',
  'Mô tả công việc',
  'Kiểm tra hàng hóa nhập kho và xuất kho theo phiếu.',
  'Kiểm soát nhập kho từ nhà cung cấp; xuất kho cho các cửa hàng trong hệ thống.',
  'Làm việc tại Tp. Đà Nẵng',
  'Thời gian làm việc từ 13h00 - 17h00, từ thứ 2 đến thứ 7',
  'Yêu cầu công việc',
  'Sử dụng thành thạo Excel và phần mềm quản lý kho.',
  'Cẩn thận, trung thực trong công việc.',
  'Tuổi từ 22 đến 30.',
  'Ưu tiên ứng viên biết lái xe nâng.',
  'Quyền lợi được hưởng',
  'Được đóng bảo hiểm xã hội đầy đủ.',
  'Thưởng lễ, tết theo quy định công ty.',
  'Hồ sơ gồm có',
  'Đơn xin việc',
  'Sơ yếu lý lịch có xác nhận của địa phương',
  'Thông tin liên hệ',
  'Người liên hệ: Phòng Hành chính',
  '## Tin tuyển dụng khác',
  'Tuyển gấp nhân viên giao hàng tại Hải Phòng',
  'Tuyển kế toán kho làm việc tại Hà Nội',
].join('\n\n');

const CUSTOMER_CARE = [
  '# Tuyển dụng nhân viên chăm sóc khách hàng',
  '## Thông tin tuyển dụng',
  'Vị trí tuyển dụng: Nhân viên chăm sóc khách hàng',
  'Địa điểm làm việc: Hà Nội',
  'Kinh nghiệm tối thiểu: 2 năm',
  'Bằng cấp tối thiểu: Đại học',
  'Hình thức làm việc: Toàn thời gian',
  '## Mô tả công việc',
  '- Tiếp nhận và giải đáp thắc mắc của khách hàng qua điện thoại và email',
  '- Ghi nhận phản hồi của khách hàng vào hệ thống CRM',
  '## Yêu cầu công việc',
  '- Có ít nhất 2 năm kinh nghiệm chăm sóc khách hàng',
  '- Giọng nói dễ nghe, giao tiếp tốt với khách hàng',
  '## Quyền lợi',
  '- Lương tháng 13 và thưởng theo doanh số',
  '## Hồ sơ gồm có',
  '- Bản sao bằng cấp có công chứng',
].join('\n\n');

describe('postings in Vietnamese (issue 13, round 30 kind)', () => {
  it('knows Vietnamese by its own letters and words', () => {
    expect(
      detectLanguage('Chúng tôi cần tuyển nhân viên bán hàng có kinh nghiệm làm việc với khách hàng'),
    ).toBe('vi');
  });

  it('reads its headings and table labels by kind', () => {
    expect(headingKind('Mô tả công việc')).toBe('responsibilities');
    expect(headingKind('Yêu cầu công việc')).toBe('requirements');
    expect(headingKind('Yêu cầu khác')).toBe('requirements');
    expect(headingKind('Quyền lợi được hưởng')).toBe('benefits');
    expect(headingKind('Hồ sơ gồm có')).toBe('process');
    expect(headingKind('Thông tin liên hệ')).toBe('process');
    expect(headingKind('Địa điểm làm việc')).toBe('terms');
    expect(headingKind('Mức lương')).toBe('benefits');
    expect(headingKind('Kinh nghiệm tối thiểu')).toBe('requirements');
    expect(headingKind('Yêu cầu giới tính')).toBe('description');
  });

  it('asks a board ad in English quoting its duties and requirements, never its offer, papers or a rule on the person', () => {
    const result = generateJob({ jobSpecMarkdown: WAREHOUSE, position: 'Nhân viên kho' });
    expect(result.languages).toEqual({ document: 'vi', mcq: 'en' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain(
      'The posting lists this task: "Kiểm tra hàng hóa nhập kho và xuất kho theo phiếu"',
    );
    // The duty's verb governs the part after the ';' too: one task.
    expect(questions).toContain(
      '"Kiểm soát nhập kho từ nhà cung cấp; xuất kho cho các cửa hàng trong hệ thống"',
    );
    expect(questions).toContain('The posting asks for: "Sử dụng thành thạo Excel và phần mềm quản lý kho"');
    expect(questions).toContain('"Bằng cấp tối thiểu Cao đẳng"');
    expect(questions).toContain('The posting names this as a plus: "Ưu tiên ứng viên biết lái xe nâng"');
    expect(questions).not.toMatch(
      /Tuổi|Nữ|triệu|bảo hiểm|Đơn xin việc|giao hàng|Không yêu cầu|Làm việc tại|Thời gian/,
    );
    const requirements = result.jobSpecWorkRequirements.map((requirement) => requirement.question).join('\n');
    expect(requirements).toContain('based in Đà Nẵng');
    expect(requirements).toContain('"Thời gian làm việc từ 13h00 - 17h00, từ thứ 2 đến thứ 7"');
    expect(requirements).toContain('"Bán thời gian"');
    expect(requirements).not.toMatch(/triệu|22|Nữ|Hải Phòng/);
  });

  it("asks the table's minimum only where no requirement of the ad states it", () => {
    const result = generateJob({ jobSpecMarkdown: CUSTOMER_CARE, position: 'Nhân viên chăm sóc khách hàng' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('"Có ít nhất 2 năm kinh nghiệm chăm sóc khách hàng"');
    expect(questions).not.toContain('Kinh nghiệm tối thiểu');
    expect(questions).toContain('"Bằng cấp tối thiểu Đại học"');
    expect(questions).not.toMatch(/Lương|Bản sao/);
    const requirements = result.jobSpecWorkRequirements.map((requirement) => requirement.question).join('\n');
    expect(requirements).toContain('"Toàn thời gian"');
  });
});
