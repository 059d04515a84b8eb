import type { SectionKind } from './sections.ts';

/**
 * Section headings of Vietnamese postings, by the kind of section they head, read beside the other languages'
 * vocabulary (the same text: lower case, tone marks and accents removed, so 'Mô tả công việc' is 'mo ta cong viec';
 * 'đ' keeps its stroke). A Vietnamese board prints the post's facts as a label/value table ('Địa điểm làm việc: …',
 * 'Mức lương: …', 'Kinh nghiệm tối thiểu: …'): each label heads its value as a heading before a colon does.
 */
export const VIETNAMESE_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Ưu tiên', 'Điều kiện ưu tiên': what would help.
  nice_to_have: /^(?:uu tien|(?:đieu kien|ky nang|kinh nghiem) uu tien)$/,
  // 'Hồ sơ gồm có', 'Yêu cầu hồ sơ', 'Hạn nộp hồ sơ', 'Thông tin liên hệ', 'Người liên hệ': the papers to hand in, the
  // deadline and whom to write to; never what the post asks.
  process:
    /^(?:ho so(?: gom(?: co)?| bao gom| can (?:nop|co)| ung tuyen| du tuyen| xin viec)?|yeu cau ho so|cach (?:thuc )?(?:ung tuyen|nop ho so)|hinh thuc nop ho so|(?:han|thoi han|noi) nop ho so|ngay (?:đang tuyen|het han)|(?:thong tin )?lien he|nguoi lien he)$/,
  // 'Quyền lợi được hưởng', 'Phúc lợi', 'Chế độ đãi ngộ', 'Mức lương', 'Thu nhập': the offer and the pay, never asked.
  benefits:
    /^(?:quyen loi(?: đuoc huong| cua ung vien)?|phuc loi|che đo(?: đai ngo| phuc loi)?|đai ngo|(?:muc )?luong|(?:muc )?thu nhap)$/,
  // 'Mô tả công việc', 'Nội dung công việc', 'Nhiệm vụ', 'Trách nhiệm': the work.
  responsibilities:
    /^(?:mo ta(?: cong viec)?|noi dung cong viec|chi tiet cong viec|nhiem vu|trach nhiem(?: cong viec)?|cong viec (?:chinh|cu the))$/,
  // 'Yêu cầu công việc', 'Yêu cầu ứng viên', 'Yêu cầu khác', and the table's 'Kinh nghiệm tối thiểu', 'Bằng cấp tối
  // thiểu': what the person must have. Not 'Yêu cầu giới tính' or 'Yêu cầu độ tuổi' (below), nor 'Yêu cầu hồ sơ'.
  requirements:
    /^(?:yeu cau(?: cong viec| ung vien| chung| khac| chuyen mon| ky nang)?|tieu chuan(?: ung vien| tuyen dung)?|kinh nghiem(?: toi thieu| lam viec| yeu cau)?|bang cap(?: toi thieu| yeu cau)?|trinh đo(?: hoc van| toi thieu)?)$/,
  // 'Địa điểm làm việc', 'Thời gian làm việc', 'Hình thức làm việc', 'Số lượng cần tuyển': the terms of the post.
  terms:
    /^(?:đia điem(?: lam viec)?|noi lam viec|khu vuc(?: lam viec)?|(?:thoi gian|gio) lam viec|hinh thuc lam viec|loai hinh (?:cong viec|lam viec)|so luong(?: can)? tuyen)$/,
  about: /^(?:gioi thieu(?: ve)? cong ty|ve chung toi|thong tin (?:ve )?cong ty)$/,
  // 'Thông tin tuyển dụng' over the table; its 'Vị trí tuyển dụng' and 'Chức vụ' name the post. 'Yêu cầu giới tính'
  // and 'Yêu cầu độ tuổi' are rules on the person: held apart as the post's description, whose rows are never asked.
  description:
    /^(?:thong tin (?:tuyen dung|chung|cong viec)|vi tri(?: tuyen dung)?|chuc vu|cap bac|nganh nghe|(?:yeu cau )?(?:gioi tinh|đo tuoi))$/,
};
