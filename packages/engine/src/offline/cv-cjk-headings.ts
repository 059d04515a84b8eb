import type { CvSectionKind } from './cv-vocabulary.ts';

/**
 * Section headings of Chinese (simplified and traditional), Japanese and Korean CVs ('教育背景', '工作经历', '職務経歴',
 * '경력'), beside the common ones cv-vocabulary.ts knows: a heading is never an employer, a school or a degree, and the
 * lines under it are read as its section's. These scripts have no capitals and put no space before a section's number,
 * so a heading is known bare or numbered ('1 教育背景', '一、工作经历', '2. 技能') and with a full-width colon. Korean
 * headings are known too as a CV's plain lines ('경력', '학력', '주요 학술지 논문'), and with a word for 'key' before them.
 */
const NUMBER = '(?:\\d{1,2}[.)、]?\\s*|[一二三四五六七八九十]{1,3}[、.．]\\s*)?';

// Korean CVs head a section as its main or key items: '주요 역량' (key skills), '주요 프로젝트', '핵심 역량', '대표 논문'.
const KEY = '(?:(?:주요|핵심|대표)\\s*)?';

const cjk = (words: string): RegExp => new RegExp(`^${NUMBER}${KEY}(?:${words})[:：]?$`, 'u');

export const CJK_HEADINGS: [CvSectionKind, RegExp][] = [
  [
    'summary',
    cjk(
      '个人简介|個人簡介|自我评价|自我評價|个人总结|求职意向|求職意向|职业目标|自己PR|自己紹介|자기소개|요약',
    ),
  ],
  [
    'experience',
    cjk(
      '工作经历|工作經歷|工作经验|工作經驗|实习经历|實習經歷|实习经验|實習經驗|职业经历|職業經歷|任职经历|实践经历|職歴|職務経歴|職務経歴書|経歴|경력|경력 사항|경력사항|직무 경험|인턴십|인턴 경험|이력|근무 경력|경력 및 연구 경험|연구 경력|연구 경험',
    ),
  ],
  [
    'education',
    cjk('教育背景|教育经历|教育經歷|学历|學歷|学习经历|教育|学歴|학력|학력 사항|학력사항|교육|학력 및 교육'),
  ],
  [
    'skills',
    cjk(
      '技能|专业技能|專業技能|技术技能|技術技能|个人技能|技能特长|技术栈|スキル|技術スキル|保有スキル|기술|보유 기술|기술 스택|역량|기술 역량|기술 범위|전문 분야|스킬',
    ),
  ],
  [
    'projects',
    cjk(
      '项目经验|項目經驗|项目经历|項目經歷|项目|項目|专案经验|專案經驗|科研项目|プロジェクト|프로젝트|프로젝트 경험|연구 프로젝트',
    ),
  ],
  [
    'certifications',
    cjk('证书|證書|资格证书|資格證書|证照|證照|資格|資格・免許|免許・資格|자격증|자격|자격 사항|자격사항'),
  ],
  [
    'publications',
    cjk(
      '论文|論文|发表论文|發表論文|学术成果|學術成果|논문|학술지 논문|학회 논문|학술 논문|발표 논문|논문 및 발표|연구 실적|출판물',
    ),
  ],
  [
    'other',
    cjk(
      '语言能力|語言能力|语言|語言|外语能力|获奖|獲獎|获奖情况|獲獎情況|获奖经历|荣誉|榮譽|荣誉奖项|奖项|獎項|个人信息|個人信息|個人資料|基本信息|联系方式|聯繫方式|兴趣爱好|興趣愛好|其他|語学|語学力|受賞歴|趣味|連絡先|어학|어학 능력|외국어|수상|수상 경력|수상 내역|수상 및 장학|특허|특허 및 연구 성과|연구 성과|연구 초점|연구 분야|관심 분야|연락처|인적 사항|인적사항|취미',
    ),
  ],
];
