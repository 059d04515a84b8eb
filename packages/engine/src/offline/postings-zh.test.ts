import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string, position: string | null = null) =>
  createOfflineEngine().generateJob({ jobSpecMarkdown: markdown, position });

// A made-up Chinese page of the kind round 30 showed: a list of openings by engagement, no duties, contact lines and
// the office as the place of work, the place's row printed on one line after the e-mail's.
const OPENINGS = [
  '# 加入我们',
  '# 招聘岗位：',
  '全职：初中英语老师',
  '全职或兼职：钢琴陪练',
  '兼职：课程顾问',
  '我们是一支年轻的团队，期待您的加入！',
  '联系电话： 021-5555-0101',
  '联系邮箱：jobs@example.cn 公司办公地址（工作地点）： 上海市浦东新区张江路88号3楼',
].join('\n\n');

describe('a Chinese list of openings (round 30 kind)', () => {
  it("states the form's opening's engagement and the place of work, not the other openings' terms", async () => {
    const generation = await generate(OPENINGS, '初中英语老师');
    const byTitle = new Map(generation.jobSpecWorkRequirements.map((item) => [item.title, item.question]));
    expect(byTitle.get('Location')).toMatch(/based in 上海市浦东新区\./);
    expect(byTitle.get('Contract type')).toMatch(/"全职：初中英语老师"/);
    expect(byTitle.get('Contract type')).not.toMatch(/钢琴|课程顾问/);
  });

  it('states no opening as the engagement of a post the form does not name', async () => {
    const generation = await generate(OPENINGS, '数学老师');
    expect(generation.jobSpecWorkRequirements.map((item) => item.title)).not.toContain('Contract type');
  });

  it('does not refer to the work the posting describes when it describes none', async () => {
    const generation = await generate(OPENINGS, '初中英语老师');
    expect(generation.jobSpecsQuestions.join(' ')).not.toMatch(/the posting describes/);
    expect(generation.jobSpecsQuestions[0]).toBe(
      'What draws you to the 初中英语老师 role, and which part of its work have you done most?',
    );
  });
});

describe('a posting that lists qualifications alone', () => {
  it('is asked about the work of the role, not the work the posting describes', async () => {
    const generation = await generate(
      [
        '# Office Assistant',
        '## Qualifications',
        '- A diploma in administration',
        '- Good with spreadsheets',
      ].join('\n\n'),
    );
    expect(generation.jobSpecsQuestions.join(' ')).not.toMatch(/the posting describes/);
  });

  it('still refers to the work described where the posting lists duties', async () => {
    const generation = await generate(
      [
        '# Office Assistant',
        '## Responsibilities',
        '- Answer the phone',
        '## Requirements',
        '- A diploma',
      ].join('\n\n'),
    );
    expect(generation.jobSpecsQuestions.join(' ')).toMatch(/the work the posting describes/);
  });
});
