import { describe, expect, it } from 'vitest';
import { cvLanguage } from './cv-language.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { DATE_RANGE } from './cv-vocabulary.ts';
import { withUzbekYearRanges } from './cv-uzbek-words.ts';
import { rolesOf } from './test-cv-roles.ts';

// A made-up official's biography in Uzbek Cyrillic, of the kind round 33 brought (issue 13): the person's data in
// sentences (born in, education told as a sentence), then the work history as 'YYYY-' over 'YYYY йй.' over one line
// naming the employer and then the title, the post held now as 'YYYY й' over 'х\в' (to date).
const BIOGRAPHY = [
  '# Каримов Жамшид Бахромович',
  '1980 йилда Самарқанд шаҳрида туғилган.',
  'Маълумоти олий. 2003 йил Самарқанд Давлат Университетини иқтисодиёт йўналиши бўйича тамомлаган.',
  '## Меҳнат фаолияти',
  '2003-',
  '2008 йй.',
  'Самарқанд вилояти статистика бошқармаси етакчи мутахассиси',
  '2008-',
  '2015 йй.',
  'Тошкент шаҳар солиқ бошқармаси ҳисоб ва ҳисобот бўлими бошлиғи, бош мутахассиси',
  '2015 й',
  '• х\\в',
  '“Ўзбекистон Республикаси Молия вазирлиги бюджет сиёсати, ғазна ва ҳисоб департаменти бошлиғи',
  'Каримов Жамшид Бахромович оилали, 2 нафар фарзанди бор.',
].join('\n\n');

describe('an Uzbek official biography in Cyrillic (issue 13, round 33 kind)', () => {
  it('is read as Uzbek, not Russian, and answered in English', () => {
    expect(cvLanguage(BIOGRAPHY)).toBe('uz');
    const { qa_pairs, qa_admin_pairs } = generateCvQa({ cvMarkdown: BIOGRAPHY });
    const said = [
      ...qa_pairs.flatMap((pair) => [pair.question, pair.answer]),
      ...qa_admin_pairs.map((pair) => pair.question),
    ];
    expect(said.join('\n')).not.toMatch(/Расскажите|Работал|В резюме|организации/);
    expect(qa_pairs[0]?.question).toMatch(/^[A-Z][a-z]/);
  });

  it("reads each year range as a post, the line after it as the employer and then the title, and 'х\\в' as to date", () => {
    expect(rolesOf(BIOGRAPHY)).toEqual([
      {
        title: 'бошлиғи',
        organisation: 'Ўзбекистон Республикаси Молия вазирлиги бюджет сиёсати, ғазна ва ҳисоб департаменти',
        start: '2015',
        end: 'present',
      },
      {
        title: 'ҳисоб ва ҳисобот бўлими бошлиғи, бош мутахассиси',
        organisation: 'Тошкент шаҳар солиқ бошқармаси',
        start: '2008',
        end: '2015',
      },
      {
        title: 'етакчи мутахассиси',
        organisation: 'Самарқанд вилояти статистика бошқармаси',
        start: '2003',
        end: '2008',
      },
    ]);
  });

  it('reads the education sentence as a degree: its level, school, field and year', () => {
    expect(readCvProfile(BIOGRAPHY).education).toEqual([
      {
        degree: 'higher education degree',
        field: 'иқтисодиёт',
        institution: 'Самарқанд Давлат Университети',
        year: '2003',
      },
    ]);
    const admin = generateCvQa({ cvMarkdown: BIOGRAPHY }).qa_admin_pairs.map((pair) => pair.question);
    expect(admin.join('\n')).not.toMatch(/no degree|does not list a degree/i);
    expect(admin.join('\n')).toMatch(/Самарқанд Давлат Университети \(2003\)/);
  });

  it("reads Uzbek open ends ('х/в', 'ҳ.в.', 'ҳозирги вақтгача') and drops the year marks", () => {
    expect(DATE_RANGE.exec('2019 – х/в')?.[2]).toBe('х/в');
    expect(DATE_RANGE.exec('2019 – ҳ.в.')?.[2]).toBe('ҳ.в.');
    expect(DATE_RANGE.exec('2021 – ҳозирги вақтгача')?.[2]).toBe('ҳозирги вақтгача');
    expect(withUzbekYearRanges('## Меҳнат фаолияти\n\n2010-2014 йй.\n\n2014 й\n\n- ҳ.в.')).toBe(
      '## Меҳнат фаолияти\n\n2010-2014\n\n2014 – ҳ.в.',
    );
  });
});
