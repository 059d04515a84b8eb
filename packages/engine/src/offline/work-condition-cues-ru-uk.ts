import type { LanguageCues } from './work-condition-cues.ts';

// Cues of work conditions in Russian and Ukrainian postings, joined to each topic's own cues (work-requirements.ts):
// hh.ru's and work.ua's rows ('График' over 'Полный рабочий день', 'Место работы' over the address) and the same words
// in an ad's text. Some topics' patterns are not Unicode-aware ('\p{L}' would not parse), so a Cyrillic word's edges
// are told by the Cyrillic letters themselves.
const LETTER = "а-яёіїєґ'ʼ";
const START = `(?<![${LETTER}])`;
const END = `(?![${LETTER}])`;

const PLACE_LABEL = '^(?:место работы|адрес(?: работы)?|місце роботи|адреса(?: роботи)?)';

export const RUSSIAN_UKRAINIAN_CUES: LanguageCues = {
  // 'График работы 5/2 с 09.00 до 18.00', 'Графік роботи: з 9:00 до 18:00', '8-годинний робочий день (3 зміни, …)',
  // 'сменный график', 'работа в три смены', 'з понеділка по п'ятницю': the hours and the shifts.
  hours: [
    `${START}(?:график|графік)(?: работы| роботи)?\\s*(?::|\\d|с |з |по |[${LETTER}]+н[иі]й)`,
    `${START}(?:рабоч|робоч)[${LETTER}]* (?:день|дня|недел|тиждень|тижня|час|годин)`,
    `${START}(?:с|з|від|от) \\d{1,2}[.:]\\d{2} (?:до|по) \\d{1,2}[.:]\\d{2}(?!\\d)`,
    `(?<![\\d/])[1-7]\\/[1-7](?![\\d/])`,
    `${START}(?:\\d|два|две|три|двох|двух|трьох|трех|трёх|в|у|на)\\s*(?:-?х\\s+)?(?:смен|змін)[${LETTER}]*`,
    `${START}(?:сменн|посменн|змінн|позмінн)[${LETTER}]* (?:график|графік|работ|робот)`,
    `${START}(?:с понедельника по (?:пятницу|субботу)|з понеділка по (?:п${"['ʼ’]"}?ятницю|суботу))`,
  ].join('|'),
  // 'Полный рабочий день', 'Полная занятость', 'Оформление по ТК РФ', 'Трудовой договор', 'Повна зайнятість', 'Трудовий
  // договір', 'Офіційне працевлаштування': the engagement.
  contract: [
    `${START}(?:полн|частичн|неполн|повн|часткова|неповн)[${LETTER}]* (?:занят|зайнят)[${LETTER}]*`,
    `${START}(?:оформление|трудоустройство|оформлення|працевлаштування) (?:по тк|за кзпп|згідно з кзпп)`,
    `${START}(?:официальное|офіційне) (?:оформление|трудоустройство|оформлення|працевлаштування)`,
    `${START}(?:[${LETTER}]+ )?трудов(?:ой|ого|ий) (?:договор|договір)[${LETTER}]*`,
    `${START}(?:договор гпх|гпх|самозанят[${LETTER}]*|временная работа|постоянная работа|тимчасова робота|постійна робота|вахт[${LETTER}]*|стажировк[${LETTER}]*|стажуванн[${LETTER}]*)${END}`,
  ].join('|'),
  // 'Место работы: Москва, м. …', 'Місце роботи: …', 'Адрес: …': the place's row.
  location: `${PLACE_LABEL}\\s*[:\\-–·]`,
};

/** 'Место работы' over the address (hh.ru), 'Місце роботи': a row a long address may follow, all of it the place. */
export const PLACE_HEADING_RU_UK = new RegExp(`${PLACE_LABEL}$`, 'iu');
/** The place a Russian or Ukrainian place row gives ('Место работы: Москва, м. Савёловская'). */
export const PLACE_ROW_RU_UK = new RegExp(`${PLACE_LABEL}\\s*[:\\-–·]\\s*(.+)$`, 'iu');

/**
 * A pay supplement listed with the pay ('+50% за понаднормові години з понеділка по п'ятницю', '+ 20% за роботу в нічні
 * зміни', '+25% for night work'): what the hours are paid, not the hours of the post.
 */
export const isPaySupplement = (text: string): boolean => /^\\?\+\s*\d+(?:[.,]\d+)?\s*%/.test(text.trim());
