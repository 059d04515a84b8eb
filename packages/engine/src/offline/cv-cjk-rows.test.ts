import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// A made-up Chinese CV of the kind round 30 showed: a Markdown page printed to PDF, its entries as rows of comma
// fields (ASCII or full-width, one left empty), two degrees on one printed line, and projects as a title row with the
// candidate's part and dates over labelled paragraphs that the page wrapped, one wrap set as a heading.
const CV = [
  '# 王 五',
  '# 教育经历',
  '华东师范大学，计算机学院，软件工程，学士，2012-2016 浙江大学，控制科学与工程学院，控制工程，硕士（优秀毕业生）， 2016-2019',
  '# 工作经历',
  '星河数据科技有限公司,平台部,2019-2022,后端开发工程师',
  '负责订单系统的设计和维护',
  '青松研究院，视觉组，，2018-2018，计算机视觉实习',
  '参与图像分割模型的训练与评估',
  '# 技能',
  '熟练使用Go、Python语言进行编程',
  '# 项目经历',
  '仓储机器人路径规划 项目负责人 2020.03-2020.09',
  '任务：为仓库里的搬运机器人规划无碰撞的路径，缩短每单的',
  '## 平均搬运时间；',
  '内容：采用A*算法结合时间窗进行多机调度。 结果：平均搬运时间缩短了百分之二十。',
  '心得：仿真环境和真实仓库的差距比预想的大。',
  '商品评论情感分析 参与人 2017.04-2017.06',
  '任务：对电商评论进行正负面分类。',
  '结果：准确率达到百分之九十。',
].join('\n\n');

describe('Chinese CVs written as rows of comma fields (round 30 kind)', () => {
  const profile = readCvProfile(CV);

  it('reads a comma row as a title at its employer, whatever the order and an empty field', () => {
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start, role.end])).toEqual([
      ['后端开发工程师', '星河数据科技有限公司', '2019', '2022'],
      ['计算机视觉实习', '青松研究院', '2018', '2018'],
    ]);
    expect(profile.roles.map((role) => `${role.title} ${role.organisation}`).join(' ')).not.toMatch(
      /,|，|平台部/,
    );
  });

  it('reads two degrees printed on one line as two, each with its school and years', () => {
    expect(profile.education.map((entry) => [entry.degree, entry.institution, entry.year])).toEqual([
      ['软件工程学士', '华东师范大学', '2016'],
      ['控制工程硕士', '浙江大学', '2019'],
    ]);
  });

  it('titles a project by its title row, never by a labelled paragraph, and joins its wrapped lines', () => {
    expect(profile.projects.map((project) => [project.name, project.year, project.role])).toEqual([
      ['仓储机器人路径规划', '2020.03 – 2020.09', 'Lead'],
      ['商品评论情感分析', '2017.04 – 2017.06', 'Member'],
    ]);
    expect(profile.projects[0]?.details).toEqual([
      '任务：为仓库里的搬运机器人规划无碰撞的路径，缩短每单的平均搬运时间；',
      '内容：采用A*算法结合时间窗进行多机调度。',
      '结果：平均搬运时间缩短了百分之二十。',
      '心得：仿真环境和真实仓库的差距比预想的大。',
    ]);
  });

  it('is asked in English quoting the facts, a Chinese sentence closed by its own full stop', () => {
    const qa = generateCvQa({ cvMarkdown: CV });
    const text = JSON.stringify(qa);
    expect(text).not.toMatch(/[,，]{2}|结果：[^"]*" *\./);
    expect(text).toMatch(
      /I hold a 软件工程学士 from 华东师范大学 \(2016\) and a 控制工程硕士 from 浙江大学 \(2019\)/,
    );
    expect(text).not.toMatch(/。\.|。 \p{Script=Han}/u);
  });
});
