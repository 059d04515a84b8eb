import type { LanguageCues } from './work-condition-cues.ts';

// Cues of work conditions in Korean postings, joined to each topic's own cues (work-requirements.ts): a notice's
// 'label : value' rows ('채용방식 : 계약직', '근무지 : 서울', '근무시간 : 09:00~18:00') and the engagement's own words
// in the ad's lines (계약직 a fixed-term contract, 정규직 a permanent post). Korean writes a label with or without a
// space ('채용 방식'); some topics' patterns are not Unicode-aware, so no cue uses '\p{…}'.

const label = (words: string): string => `^(?:${words})\\s*[:：]`;

export const KOREAN_CUES: LanguageCues = {
  location: label('근무\\s?(?:지|지역|장소|처)|근무\\s?예정지'),
  hours: label('근무\\s?(?:시간|요일|일시)|근로\\s?시간'),
  // '채용방식 : 계약직', '고용형태 : 정규직', '계약직', '정규직', '비정규직', '인턴', '파견직', '아르바이트'.
  contract: `${label('(?:채용|고용|근무|계약|근로)\\s?(?:방식|형태|구분)|계약\\s?조건|계약\\s?기간|임용\\s?기간')}|계약직|정규직|비정규직|파견직|인턴십|아르바이트`,
};
