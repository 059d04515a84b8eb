// Uzbek posting lines (in Cyrillic), asked in English quoting the line whole as a Russian posting's are: what a line
// asks (a requirement told in the post's prose, a plus) and what is never asked (the employer speaking of itself, the
// page's rule on the person's sex or age, its pay row). '\b' is ASCII only, so every word here ends where no letter
// follows; Uzbek's own letters ('ў', 'қ', 'ғ', 'ҳ') are letters like any other.

const END = String.raw`(?!\p{L})`;

// 'Биз …', 'Бизнинг ташкилот …', 'Бизда …', 'Жамоамиз …': the employer speaking of itself.
export const EMPLOYER_VOICE_UZ = new RegExp(
  String.raw`^(?:биз|бизнинг|бизда|бизга|ташкилотимиз|жамоамиз|компаниямиз)${END}`,
  'iu',
);

// 'Бизга бухгалтерия ҳисобини биладиган мутахассис керак': whom the employer seeks, with what they know or have.
// Group 1 is the person and what they have, quoted as a requirement.
export const SOUGHT_PERSON_UZ = new RegExp(
  String.raw`^(?:бизга\s+)?((?:[^,.]{3,80}?)\s(?:биладиган|эга бўлган|тажрибали)\s(?:[^,.]{0,40}?)(?:мутахассис|ходим|номзод)\p{L}*)\s+(?:керак|изланмоқда|қидирилмоқда)${END}`,
  'iu',
);

// 'Инглиз тилини билиш афзаллик ҳисобланади', '… устунлик беради': a plus wherever it is listed.
export const PLUS_UZ = new RegExp(
  String.raw`(?<!\p{L})(?:афзаллик (?:ҳисобланади|беради)|устунлик (?:ҳисобланади|беради)|маъқул кўрилади)${END}`,
  'iu',
);

// '… соҳасида тажрибаси бўлиши лозим', '… олий маълумотга эга бўлиши керак', '… талаб этилади': what the post's prose
// tells the person to have or be.
export const PROSE_REQUIREMENT_UZ = new RegExp(
  String.raw`(?<!\p{L})(?:бўлиши (?:лозим|керак|шарт)|эга бўлиши|талаб этилади|билиши (?:лозим|керак|шарт))${END}`,
  'iu',
);

// 'Жинси: —', 'Ёши: 25 дан 40 гача': a rule on the person's sex or age; 'Маош: · 1.790.000': the pay.
const NEVER_ASKED = new RegExp(String.raw`^(?:жинси|ёши|маош|иш ҳақи)\s*:`, 'iu');

/** An Uzbek line never asked: a rule on the person's sex or age, the pay row. */
export function isNeverAskedUz(text: string): boolean {
  return NEVER_ASKED.test(text.replace(/^[·•]\s*/u, ''));
}
