import type { SectionKind } from './sections.ts';

// A Cyrillic word ends where no letter follows: '\b' is ASCII only. The text is lower case with its accents removed,
// so Uzbek 'ў' reads 'у' and 'й' reads 'и' ('Бўлим' is 'булим', 'қўйиладиган' 'қуиладиган'); 'қ', 'ғ' and 'ҳ' stay.
const END = String.raw`(?!\p{L})`;

/**
 * Section headings and field labels of Uzbek postings in Cyrillic (a state body's vacancy page: 'Талаб этиладиган иш
 * тажрибаси:' over '3-5 йил', 'Маълумоти: · Олий', 'Бандлик: · Тўлиқ', 'Маош: · …'), by the kind of section they
 * head. The page's facts of the post ('Номи' its name, 'Ташкилот' the body, 'Бўлим' the department, 'Чоп этилган
 * сана' the date it was posted) and its rule on the person's sex or age ('Жинси', 'Ёши') are the employer's part,
 * never asked.
 */
export const UZBEK_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Маош', 'Иш ҳақи', 'Ойлик маош': the pay.
  benefits: new RegExp(String.raw`^(?:маош|иш ҳақи|ойлик(?: маош)?|(?:биз )?таклиф қиламиз)${END}`, 'u'),
  // 'Вазифалари', 'Асосий вазифалар', 'Лавозим мажбуриятлари': the work.
  responsibilities: new RegExp(
    String.raw`^(?:(?:асосии|функционал|лавозим) )?(?:вазифалар(?:и)?|мажбуриятлар(?:и)?)$`,
    'u',
  ),
  // 'Талаб этиладиган иш тажрибаси', 'Иш тажрибаси', 'Талаблар', 'Номзодга қўйиладиган талаблар', 'Маълумоти',
  // 'Маълумот даражаси': what the person must have.
  requirements: new RegExp(
    String.raw`^(?:(?:талаб этиладиган )?(?:иш )?тажриба(?:си)?|(?:(?:номзодга|номзодларга) )?(?:қуиладиган )?талаблар(?:и)?|малака талаблари|маълумот(?:и| даражаси)?|таълим)$`,
    'u',
  ),
  // 'Бандлик', 'Бандлик тури', 'Иш вақти', 'Иш тартиби', 'Иш жойи': the terms of the work.
  terms: new RegExp(String.raw`^(?:бандлик(?: тури)?|иш (?:вақти|тартиби|жойи|куни))$`, 'u'),
  // 'Мутахассислик: Ходим … иш фаолиятини олиб боради': the post's speciality, told in prose.
  description: new RegExp(String.raw`^(?:мутахассислик|лавозим тавсифи)$`, 'u'),
  // 'Номи', 'Ташкилот', 'Бўлим', 'Чоп этилган сана', 'Жинси', 'Ёши': the post's facts and a rule on the person.
  about: new RegExp(String.raw`^(?:номи|ташкилот|булим|чоп этилган сана|жинси|еши|лавозим номи)$`, 'u'),
};
