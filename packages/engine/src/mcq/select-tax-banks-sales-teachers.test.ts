import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up postings in Indonesian, Vietnamese and Chinese (issue 13, pattern 5, round 30 kinds): tax staff, a bank's
// head of accounting, salespeople, office administrators and teachers, whose lines name no work in the bank's English
// words, got only the generic groups before.

describe('selectMcqGroups: tax staff', () => {
  it('asks Indonesian tax staff about tax returns and the books', () => {
    const groups = select(
      [
        '## Staf Pajak',
        'Tanggung Jawab',
        'Menyiapkan laporan pajak bulanan dan tahunan perusahaan',
        'Kualifikasi',
        'Lulusan S1 Akuntansi, memahami peraturan perpajakan',
      ],
      'Staf Pajak',
    );
    expect(groups).toEqual(['Tax Compliance and Reporting', 'Accounting']);
  });

  it('asks a Chinese tax clerk about tax, from the title alone', () => {
    expect(select(['# 招聘：税务专员', '工作地点：上海'], '税务专员')).toEqual([
      'Tax Compliance and Reporting',
    ]);
  });
});

describe("selectMcqGroups: a bank's accountants and treasury", () => {
  it("asks a Vietnamese bank's head of accounting and treasury about accounting and banking, not selling", () => {
    const groups = select(
      [
        '## Kế toán trưởng - Ngân quỹ',
        'Mô tả công việc',
        'Kiểm soát các giao dịch liên ngân hàng và chuyển tiền trong nước',
        'Lập và ký báo cáo kế toán hằng tháng',
        'Kiểm soát kế hoạch kinh doanh của chi nhánh',
        'Yêu cầu công việc',
        'Tốt nghiệp đại học chuyên ngành Kế toán, Ngân hàng hoặc Quản trị kinh doanh',
      ],
      'Kế toán trưởng - Ngân quỹ',
    );
    expect(groups).toEqual(['Banking and Financial Services', 'Accounting']);
  });
});

describe('selectMcqGroups: salespeople', () => {
  it('asks a Vietnamese salesman about selling', () => {
    const groups = select(
      [
        '## Mô tả công việc',
        'Tìm kiếm khách hàng mới cho sản phẩm phần mềm của công ty',
        'Chăm sóc khách hàng hiện có và báo cáo tuần cho trưởng nhóm',
        'Tham gia lập kế hoạch kinh doanh của phòng',
      ],
      'Nhân viên kinh doanh',
    );
    expect(groups).toEqual(['B2B Sales']);
  });

  it('asks an Indonesian sales staff about selling', () => {
    expect(
      select(
        ['## Staf Penjualan', 'Kualifikasi', 'Berpengalaman di bidang penjualan minimal 1 tahun'],
        'Staf Penjualan',
      ),
    ).toEqual(['B2B Sales']);
  });
});

describe('selectMcqGroups: office administrators and teachers', () => {
  it('asks a Vietnamese administrative clerk about office administration', () => {
    expect(
      select(
        ['## Nhân viên hành chính', 'Yêu cầu', 'Sử dụng thành thạo tin học văn phòng'],
        'Nhân viên hành chính',
      ),
    ).toEqual(['Office Administration']);
  });

  it("asks a Chinese primary-school teacher about teaching, from a list of openings' title", () => {
    expect(
      select(
        ['# 招聘岗位：', '全职：初中英语老师', '全职：美术老师', '联系方式：020-1234567'],
        '初中英语老师',
      ),
    ).toEqual(['Teaching and Lesson Planning', 'Classroom Management']);
  });

  it('asks an Indonesian teacher about teaching', () => {
    expect(
      select(
        ['## Guru Matematika SD', 'Kualifikasi', 'Mampu mengajar dengan sabar dan kreatif'],
        'Guru Matematika SD',
      ),
    ).toEqual(['Teaching and Lesson Planning']);
  });
});
