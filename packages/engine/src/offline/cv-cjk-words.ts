// Degrees and schools of Chinese, Japanese and Korean CVs. These scripts write no space between words, so the words
// are matched inside a line ('计算机科学与技术学士' is a bachelor's in computer science, '清华大学计算机系' a
// university's department), never between word boundaries, which a regular expression sees only around Latin letters.

/**
 * Bachelor's, master's and doctor's degrees ('学士', '硕士', '博士'; Japanese '修士'; Korean '학사', '석사', '박사').
 * '博士后' is a postdoctoral post, not a degree.
 */
export const CJK_DEGREE_WORDS = '学士|學士|硕士|碩士|修士|博士(?![后後])|학사|석사|박사(?!후)';

/**
 * Universities, colleges and schools ('大学', '学院', Japanese '大学院', Korean '대학교'). '大学英语' (College English,
 * the national English test) and '大学生' (a student) are no school.
 */
export const CJK_SCHOOL_WORDS =
  '大学(?!英语|生)|大學(?!英語|生)|学院|學院|高中|高等学校|専門学校|대학교|대학원|고등학교';

/**
 * Job titles, closed by their kind ('软件工程师' a software engineer, '数据分析师', '产品经理', '実習生', '개발자', Korean
 * '강사' a lecturer, '교수' a professor, '팀장' a team lead, '대리' an assistant manager but not '대리점' an agency), and
 * an intern's post ('机器学习算法实习'), which is no '实习经历' (internships, a heading).
 */
export const CJK_TITLE_WORDS =
  '实习(?!经历|经验)|實習(?!經歷|經驗)|工程师|工程師|分析师|分析師|设计师|設計師|架构师|架構師|程序员|程序員|经理|經理|总监|總監|主管|助理|顾问|顧問|专员|專員|实习生|實習生|研究员|研究員|教师|教師|讲师|講師|会计|會計|エンジニア|マネージャー|インターン|デザイナー|엔지니어|개발자|인턴|매니저|연구원|디자이너|강사|교수|조교|팀장|사원|대리(?!점)|과장|차장|부장|기자|컨설턴트|애널리스트';

/** An employer's mark ('有限公司', '集团', '株式会社', '주식회사'): a company, a group, a research institute. */
export const CJK_EMPLOYER_WORDS = '公司|集团|集團|株式会社|研究院|研究所|銀行|银行|주식회사|㈜';

/**
 * An intern's post named by its field and the internship or the intern ('机器学习算法实习', '数据分析实习生', Japanese
 * 'エンジニアインターン', Korean '마케팅 인턴'): in an English sentence the candidate was an intern in that field, never
 * 'a 机器学习算法实习' (an internship is no one's job title).
 */
const CJK_INTERN_POST = /^(.*?)\s*(?:实习生?|實習生?|インターン(?:シップ)?|인턴(?:십)?)$/u;

/** 'an intern in 机器学习算法' for '机器学习算法实习', 'an intern' for a bare '实习生'; null for any other title. */
export function cjkInternPost(title: string): string | null {
  const [, field] = CJK_INTERN_POST.exec(title.trim()) ?? [];
  if (field === undefined) return null;
  return field ? `an intern in ${field}` : 'an intern';
}
