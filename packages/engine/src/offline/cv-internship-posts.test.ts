import { describe, expect, it } from 'vitest';
import { firstPerson } from './cv-first-person.ts';
import { cvPhrasesFor } from './cv-phrases/index.ts';
import { generateCvQa } from './cv-qa.ts';
import { localisedPracticePairs } from './cv-qa-localised.ts';
import { post } from './cv-role-phrases.ts';
import { profile, role } from './test-fixtures.ts';

// An internship names what the candidate did, not a post: no answer says 'I worked as a <internship>'. The CVs and
// rows here are made up.
const shown = (cvMarkdown: string): string => {
  const qa = generateCvQa({ cvMarkdown, readOn: new Date('2026-09-01T00:00:00Z') });
  return [
    ...qa.qa_pairs.flatMap((pair) => [pair.question, pair.answer]),
    ...qa.qa_admin_pairs.flatMap((pair) => [pair.title, pair.question]),
  ].join('\n');
};

describe('internships named as a job title', () => {
  it('holds a Chinese, Japanese or Korean intern post as an intern in its field in an English sentence', () => {
    expect(post('数据挖掘实习')).toBe('an intern in 数据挖掘');
    expect(post('前端开发实习生')).toBe('an intern in 前端开发');
    expect(post('データ分析インターン')).toBe('an intern in データ分析');
    expect(post('마케팅 인턴')).toBe('an intern in 마케팅');
    expect(post('实习生')).toBe('an intern');
    expect(post('后端开发工程师')).toBe('a 后端开发工程师');
    const text = shown(
      [
        '# 李 四',
        '# 工作经历',
        '远山软件有限公司,支付部,2021-2024,后端开发工程师',
        '负责支付网关的设计和维护',
        '白鹭研究院,语音组,2020-2020,语音识别实习',
        '参与语音识别模型的训练与评估',
      ].join('\n\n'),
    );
    expect(text).toContain('an intern in 语音识别 at 白鹭研究院');
    expect(text).not.toMatch(/\b(?:as|was) an? 语音识别实习/);
  });

  it('calls the candidate the intern where an English title ends on its internship or brackets it', () => {
    const text = shown(
      [
        '# Jo Bloggs',
        '## Experience',
        'Data Science Internship | Kestrel Analytics Ltd | 2019 – 2020',
        '- Built churn models for the retail team in Python.',
        'Level Designer (Internship) | Pinecone Games Inc | 2017 – 2018',
        '- Designed three levels of a puzzle game for tablets.',
        'Internship Coordinator | Harbour Trust Ltd | 2015 – 2017',
        '- Matched forty students a year with host companies.',
      ].join('\n'),
    );
    expect(text).toContain('Data Science Intern at Kestrel Analytics Ltd');
    expect(text).toContain('Level Designer Intern at Pinecone Games Inc');
    expect(text).toContain('Internship Coordinator at Harbour Trust Ltd');
    expect(text).not.toMatch(/\b(?:as|was) an? (?:Data Science Internship|Level Designer \(Internship\))/);
  });

  it('tells a line naming the internship done as done, never with its first word as a verb', () => {
    expect(firstPerson('Research internship in marine ecology focused on reef fish counts', false)).toBe(
      'I did a research internship in marine ecology focused on reef fish counts.',
    );
    expect(firstPerson('Summer placement at a regional law firm', true)).toBe(
      'I am doing a summer placement at a regional law firm.',
    );
  });

  it("tells an Italian, French, German or Dutch internship as one done, in the CV's language", () => {
    const told = (language: 'it' | 'fr' | 'de' | 'nl', title: string, organisation: string): string => {
      const phrases = cvPhrasesFor(language);
      if (!phrases) throw new Error(language);
      const pairs = localisedPracticePairs(
        profile({
          roles: [
            role({
              title,
              organisation,
              start: '2020',
              end: '2021',
              details: ['Preparazione dei report mensili per il reparto vendite regionale'],
            }),
          ],
        }),
        phrases,
        6,
      );
      return pairs.map((pair) => `${pair.question} ${pair.answer}`).join('\n');
    };
    expect(told('it', 'Tirocinio', 'Cantina Rivalta')).toContain(
      'Ho svolto un tirocinio presso Cantina Rivalta',
    );
    expect(told('it', 'Tirocinio', 'Cantina Rivalta')).not.toMatch(/come Tirocinio/);
    expect(told('fr', 'Stage', 'Atelier Garnier')).toContain("J'ai effectué un stage chez Atelier Garnier");
    expect(told('de', 'Praktikum', 'Bergmann Werke')).toContain(
      'Ich arbeitete in einem Praktikum bei Bergmann Werke',
    );
    expect(told('nl', 'Stage', 'Van Dijk Bouw')).toContain('Ik deed een stage bij Van Dijk Bouw');
  });
});
