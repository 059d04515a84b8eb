// Russian and Ukrainian posting lines, asked in English quoting the line whole as a Czech or Greek posting's are: what
// a line asks (a requirement told among the duties, a duty told among the requirements, a plus), what is never asked
// (the employer's own voice, a call to apply, a rule on the person's age or looks, an agency's registration), and where
// a page ran a list's items into one line. '\b' is ASCII only, so every word here ends where no letter follows.

const END = String.raw`(?!\p{L})`;

// 'Мы предлагаем …', 'Наша компания …', 'Предоставляем …', 'Ми пропонуємо …', 'Запрошуємо …', 'Наша команда …': the
// employer speaking of itself. A Ukrainian first person plural ends in '-ємо', '-имо' or '-емо'; a Russian one is told
// by its verbs (its '-ем' and '-им' end nouns too: 'Прием звонков', 'Режим работы'). Not 'Ожидаем …', 'Ждём …',
// 'Очікуємо …', 'Чекаємо …', 'Вимагаємо …': what the employer asks of the person.
const RUSSIAN_EMPLOYER_VOICE = new RegExp(
  String.raw`^(?:мы\s|у нас\s|наш(?:а|е|и)?\s|\p{L}{3,}(?:аем|яем|уем|ируем)${END}|(?:ищем|ценим|даем|даём|поможем|научим|обучим|гарантируем|проводим)${END})`,
  'iu',
);
const UKRAINIAN_EMPLOYER_VOICE = new RegExp(
  String.raw`^(?!(?:очікуємо|чекаємо|вимагаємо)${END})(?:ми\s|у нас\s|наш(?:а|е|і)?\s|\p{L}{3,}(?:ємо|имо|емо)${END})`,
  'iu',
);

/** The employer speaking of itself, by language. */
export const EMPLOYER_VOICE_RU_UK = { ru: RUSSIAN_EMPLOYER_VOICE, uk: UKRAINIAN_EMPLOYER_VOICE };

// 'Ищем бухгалтера, который …', 'Шукаємо оператора, який …': whom the employer seeks, with its relative clause.
export const SOUGHT_PERSON_RU_UK = {
  ru: /^(?:мы )?(?:ищем|в поиске)\s+((?:[^,.]|\.(?=\p{L})){3,80}?,?\s(?:который|которая|которые|которого)\s.{8,})$/iu,
  uk: /^(?:ми )?шукаємо\s+((?:[^,.]|\.(?=\p{L})){3,80}?,?\s(?:який|яка|які|якого)\s.{8,})$/iu,
};

// 'Знание английского будет плюсом', 'Опыт в ритейле приветствуется', 'Досвід роботи зі сканером буде додатковою
// перевагою', 'Бажано …': a plus wherever it is listed.
export const PLUS_RU_UK = new RegExp(
  String.raw`(?<!\p{L})(?:будет (?:дополнительным )?(?:плюсом|преимуществом)|(?:является|станет) (?:дополнительным )?(?:плюсом|преимуществом)|приветствуется|желательн\p{L}*|буде (?:додатковою )?(?:перевагою|плюсом)|(?:є|стане) (?:додатковою )?(?:перевагою|плюсом)|вітається|бажан(?:о|ий|а|е|і)(?!\p{L}))${END}`,
  'iu',
);

// 'Опыт работы от 3 лет', 'Знание 1С', 'Уверенный пользователь ПК', 'Внимательность, ответственность', 'Досвід
// роботи', 'Знання польської мови', 'Хороші мануальні здібності', 'Бажання працювати у три зміни': what the person must
// have or be, wherever it is listed.
const PERSON_HEAD =
  'опыт|знание|знания|умение|умения|навык|навыки|владение|наличие|готовность|желание|способность|стремление|понимание|внимание|образование|высшее|среднее|уверенный|уверенное|уверенная|отличное|отличные|отличная|хорошее|хорошие|хорошая|грамотн\\p{L}*|внимательность|ответственность|коммуникабельность|стрессоустойчивость|аккуратность|пунктуальность|исполнительность|обучаемость|гражданство|водительское|права|медицинская|медкнижка|досвід|знання|вміння|уміння|навичка|навички|володіння|наявність|готовність|бажання|здатність|прагнення|розуміння|увага|освіта|вища|середня|впевнений|впевнене|впевнена|відмінне|відмінні|відмінна|хороше|хороші|хороша|добре|добрі|добра|грамотн\\p{L}*|уважність|відповідальність|комунікабельність|стресостійкість|акуратність|пунктуальність|громадянство|посвідчення|вимога|вимоги|здібності';
const PERSON_WORDING = new RegExp(String.raw`^(?:${PERSON_HEAD})${END}`, 'iu');
// 'Составление отчётов', 'Подготовка платежей', 'Работа с документами', 'Перевірка якості продукції', 'Обслуговування
// машин': a duty told by its action noun, as Russian and Ukrainian lists tell them.
const ACTION_NOUN = String.raw`\p{L}{3,}(?:ние|ения|ания|ння|тва|тво|ка)|работа|робота|контроль|учет|учёт|облік|участие|участь|прием|приём|прийом`;
const DUTY_WORDING = new RegExp(String.raw`^(?:${ACTION_NOUN})${END}`, 'iu');

type ListKind = 'responsibilities' | 'requirements' | 'nice_to_have' | 'description';

/** What a line under a Russian or Ukrainian list heading asks, by its own wording; the list's kind when it does not say. */
export function itemKindRuUk(text: string, listed: ListKind): ListKind {
  if (PLUS_RU_UK.test(text)) return 'nice_to_have';
  if (listed === 'responsibilities' && PERSON_WORDING.test(text)) return 'requirements';
  // A duty told under the requirements (an ad whose 'очікуємо' list names the work): the work, asked as a task.
  if (listed === 'requirements' && !PERSON_WORDING.test(text) && DUTY_WORDING.test(text))
    return 'responsibilities';
  return listed;
}

const MAX_ROW_WORDS = 3;
// A board's labels over a value ('Опыт работы' over 'От 3 лет', 'Образование' over 'Высшее'), hh.ru's and work.ua's;
// an Uzbek state body's page's ('Талаб этиладиган иш тажрибаси' over '3-5 йил', 'Маълумоти' over 'Олий').
const ROW_LABEL =
  /^(?:требуемый )?опыт работы$|^образование$|^досвід роботи$|^освіта$|^(?:талаб этиладиган )?иш тажрибаси$|^маълумоти$/iu;
// 'От 3 лет', '1–3 года', 'Не требуется', 'Без досвіду', 'Высшее', Uzbek 'Олий' (higher), 'Ўрта махсус' (specialised
// secondary): a value that names no work of its own.
const BARE_VALUE =
  /^(?:\d|(?:от|від|более|больше|понад|не требуется|не потрібен|без|нет|немає|высшее|среднее|вища|середня|олий|ўрта)(?!\p{L}))/iu;

/**
 * A board's row as asked: its value alone names nothing ('От 3 лет' under 'Опыт работы', hh.ru's label over value), so
 * it is quoted after its label ('Опыт работы от 3 лет'); a value that only repeats its label (an unfilled field,
 * 'Образование' under 'Образование') is no line to ask (null). Any other line as written.
 */
export function withRowLabelRuUk(given: string, heading: string | null): string | null {
  const label = heading?.replace(/[:*#]+/g, '').trim() ?? '';
  if (!ROW_LABEL.test(label)) return given;
  // 'Маълумоти: · Олий': the page's mark between a field's label and its value is neither's.
  const text = given.replace(/^[·•]\s*/u, '');
  if (text.toLowerCase() === label.toLowerCase()) return null;
  const isBareValue = text.split(/\s+/).length <= MAX_ROW_WORDS && BARE_VALUE.test(text);
  return isBareValue
    ? `${label} ${text.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase())}`
    : text;
}

// 'Звоните …', 'Присылайте резюме …', 'Телефонуйте на нашу гарячу лінію …', 'Кількість місць обмежена!',
// 'Заповнюйте анкету …': the call to apply. 'Дана пропозиція роботи призначена для осіб віком від 18 років', 'Возраст
// от 25 лет', 'Приятная внешность': a rule on the person. 'Агентство зайнятості - номер запису 47': the agency's
// registration.
const NEVER_ASKED = new RegExp(
  String.raw`^(?:звоните|пишите|откликайтесь|присылайте|направляйте|отправляйте|ждем ваш|ждём ваш|телефонуйте|дзвоніть|пишіть|відгукуйтесь|відгукуйтеся|надсилайте|заповнюйте|количество мест ограничено|кількість місць обмежена)${END}|(?<!\p{L})(?:резюме|анкет\p{L}*) (?:присылайте|отправляйте|направляйте|надсилайте|заповнюйте)${END}|(?<!\p{L})(?:возраст\p{L}*|в возрасте|віком|вік від|старше \d{2} лет|старші \d{2} років|совершеннолетн\p{L}*|повнолітн\p{L}*|приятная внешность|приємна зовнішність|пол:|стать:)(?!\p{L})|(?<!\p{L})(?:агентство (?:занятости|зайнятості)|номер (?:запису|записи|в реестре|у реєстрі))(?!\p{L})`,
  'iu',
);

/** A Russian or Ukrainian line never asked: the call to apply, a rule on the person, the agency's registration. */
export function isNeverAskedRuUk(text: string): boolean {
  return NEVER_ASKED.test(text);
}

// Small words a list item's next word follows inside the item ('інструкції з обслуговування', 'опыт работы в
// продажах'): prepositions and conjunctions, after which no new item opens.
const WITHIN_ITEM =
  /^(?:и|или|а|но|в|во|на|с|со|к|ко|от|до|для|по|при|без|за|о|об|про|из|через|после|перед|под|над|между|как|та|і|й|або|але|у|з|із|зі|від|після|під|між|щодо|як)$/iu;
// An adjective before its noun ('оперативное проведение', 'комплексне навчання'): the noun is no new item's head.
const ADJECTIVE_ENDING =
  /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|им|ых|их|ую|юю|ій|ього|ьому|ої|іх|ім|ою|ьою|е|є|ні|чі|жі|ші|ві)$/iu;
// A run-together list's next item opens on a duty's action noun or a requirement's head.
const ITEM_HEAD = new RegExp(String.raw`^(?:${ACTION_NOUN}|${PERSON_HEAD})${END}`, 'iu');
const MIN_ITEM_WORDS = 3;

// A clock time glued to the next item where the page lost a line break ('Перша 5:45 - 13:45Друга 13:55 - 21:45', a
// shift list): the items' own boundary, which no comma of the posting marks.
const GLUED_AFTER_FIGURE = /(?<=\d)(?=[А-ЯЁІЇЄҐ][а-яёіїєґ])/u;

/**
 * A list line a page ran together, cut into its items: where a figure is glued to the next item, and before an item's
 * head ('… продукції упаковка готового матеріалу …', '… (…) бажання працювати …') after a word that is no preposition,
 * conjunction or adjective and outside brackets, each part at least three words.
 */
export function splitRunOnRuUk(line: string): string[] {
  return line.split(GLUED_AFTER_FIGURE).flatMap(splitAtItemHeads);
}

function splitAtItemHeads(text: string): string[] {
  const words = text.split(' ');
  const parts: string[] = [];
  let current: string[] = [];
  let depth = 0;
  for (const word of words) {
    const previous = current.at(-1) ?? '';
    const isCut =
      depth === 0 &&
      current.length >= MIN_ITEM_WORDS &&
      /[\p{L}\d)]$/u.test(previous) &&
      !WITHIN_ITEM.test(previous) &&
      !(/\p{L}$/u.test(previous) && ADJECTIVE_ENDING.test(previous)) &&
      ITEM_HEAD.test(word);
    if (isCut) {
      parts.push(current.join(' '));
      current = [];
    }
    current.push(word);
    depth += (word.match(/\(/g)?.length ?? 0) - (word.match(/\)/g)?.length ?? 0);
    depth = Math.max(depth, 0);
  }
  parts.push(current.join(' '));
  // The last part too must be an item: a short tail stays with the item before it.
  const last = parts.at(-1) ?? '';
  if (parts.length > 1 && last.split(/\s+/).length < MIN_ITEM_WORDS) {
    parts.pop();
    parts[parts.length - 1] = `${parts.at(-1)} ${last}`;
  }
  return parts.filter(Boolean);
}
