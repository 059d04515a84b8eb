import type { CvPhrases } from './index.ts';
import { type PastSpeaker, pastSpeakerOf } from './past-speaker.ts';

// Ukrainian writes a past verb by the speaker's gender ('Розробив', 'Розробила'): its ending after the stem
// ('Працюва-в', 'Працюва-ла'), the form's 'в(-ла)' when the CV does not tell.
const PAST_ENDING: Record<PastSpeaker, string> = { feminine: 'ла', masculine: 'в', unknown: 'в(-ла)' };

// The first word of a CV's line told in the past: 'Керував', 'Розробила', 'Займався', 'Брала'.
const MASCULINE_PAST = /^[-•*–]\s*\p{Lu}\p{Ll}+[аяиеіоу]в(?:ся)?(?!\p{L})/gmu;
const FEMININE_PAST = /^[-•*–]\s*\p{Lu}\p{Ll}+[аяиеіоу]ла(?:ся)?(?!\p{L})/gmu;

/** The speaker the CV's own past verbs tell, opening its lines ('- Розробив …', '- Вела …'), when they agree. */
export function ukrainianSpeaker(text: string): PastSpeaker {
  return pastSpeakerOf(text, FEMININE_PAST, MASCULINE_PAST);
}

// As in Russian (ru.ts): questions speak to the candidate as 'ви', titles are quoted after 'на посаді', employers set
// in brackets or after 'в організації', so that no name is declined, and the months are in the genitive 'з' and 'до'
// take ('з травня 2026', 'до квітня 2025').
export function ukrainianCv(speaker: PastSpeaker): CvPhrases {
  const past = `Працюва${PAST_ENDING[speaker]}`;
  const lowerPast = past.toLowerCase();
  return {
    and: 'і',
    elisions: [],
    quote: ['«', '»'],
    quotedTitles: true,
    role: '{title} ({organisation})',
    thisRole: 'ця посада',
    period: { since: ' з {start}', in: ' ({start})', fromTo: ' з {start} до {end}' },
    months:
      'січня/січень лютого/лютий березня/березень квітня/квітень травня/травень червня/червень липня/липень серпня/серпень вересня/вересень жовтня/жовтень листопада/листопад грудня/грудень',
    worked: { current: 'Працюю', past },
    workedAs: 'на посаді {role}',
    askedAs: 'на посаді {role}',
    workedAt: 'в організації «{organisation}»',
    workedSomewhere: 'на цій посаді',
    underWay: { since: 'з {year}', expected: 'закінчення — {year}' },
    study: {
      degreeAt: '{degree}, {school}',
      degree: '{degree}',
      school: '{school}',
      noSchool: 'навчання',
    },
    practice: {
      aboutYourself: 'Розкажіть про себе.',
      skillsNamed: 'Мої навички: {skills}.',
      studied: 'Освіта: {studies}.',
      roleQuestions: [
        'Розкажіть про свою роботу {as}.',
        'Які завдання входили у вашу роботу {as}?',
        'Які завдання {as} ви вважаєте найважливішими?',
        'Яке досягнення {as} ви вважаєте головним?',
      ],
      skillsQuestion:
        'У вашому резюме вказано {skills}. Якими з них ви володієте найкраще і де їх застосовували?',
      skillsContextQuestion:
        'У резюме вказано {skills}, але не сказано, де ви їх застосовували. У якій роботі чи навчанні ви ними користувалися?',
      skillUsedAt: 'Ось приклад із роботи ({place}). {detail}',
      skillInProject: 'Ось приклад із проєкту {quoted}. {detail}',
      toolsInProject: 'У проєкті {quoted} {used}.',
      toolsUsed: { current: 'використовую {tools}', past: `використовува${PAST_ENDING[speaker]} {tools}` },
      toolsThere: 'У цій роботі {used}.',
      toolsAt: 'На роботі ({place}) {used}.',
      educationQuestion: 'Розкажіть про свою освіту: де і чого ви навчалися?',
      afterStudies: `Після навчання ${lowerPast} {role}.`,
      detailQuestion:
        'У резюме про вашу роботу {as} сказано: {quoted}. Якою була ваша роль і який результат?',
      projectQuestion: 'Розкажіть про проєкт {quoted}.',
      projectAt: `${past} над проєктом {quoted} ({place}).`,
      activitiesQuestion: 'Який досвід із вашого резюме найважливіший для цієї посади?',
      activitiesAnswer: `${past} {roles}.`,
      moveQuestion:
        'У резюме вказано перехід з посади {older} на посаду {newer}, починаючи з {start}. Що спонукало до цієї зміни і що з попередньої роботи вам знадобилося?',
      moved: {
        current: 'З {start} працюю {as}.',
        past: `З {start} ${lowerPast} {as}.`,
      },
    },
    admin: {
      degreeTitle: 'Перевірка освіти',
      degreeQuestion:
        'У резюме вказано: {study}. Підтвердьте, будь ласка, ступінь, навчальний заклад і рік закінчення (або очікуваний рік закінчення).',
      studiesTitle: 'Освіта',
      studiesQuestion:
        'У резюме вказано навчання: {study}. Який диплом ви отримали або коли очікуєте його отримати?',
      noDegreeTitle: 'Рівень освіти',
      noDegreeQuestion:
        'У резюме не вказано диплом. Яка у вас найвища здобута освіта, де і коли ви її здобули?',
      certificationTitle: 'Сертифікат',
      certificationQuestion: 'У резюме вказано сертифікат {quoted}. Чи він досі чинний і хто його видав?',
      languagesTitle: 'Мови',
      languagesQuestion: {
        one: 'У резюме вказано: {languages}. Чи можете ви підтвердити цей рівень і чи маєте сертифікат?',
        several:
          'У резюме вказано: {languages}. Чи можете ви підтвердити ці рівні і чи маєте сертифікат з будь-якої з цих мов?',
      },
      currentTitle: 'Поточна робота',
      currentQuestion:
        'У резюме вказано поточну роботу: {role}{period}. Чи працюєте ви там зараз і за який термін вам потрібно попередити роботодавця про звільнення?',
      datesTitle: 'Дати роботи',
      latestDatesQuestion:
        'У резюме вказано: {role}{period}. Підтвердьте, будь ласка, ці дати і назву посади.',
      previousDatesQuestion:
        'У резюме вказано: {role}{period}. Підтвердьте, будь ласка, дати і посаду на цій роботі.',
      undatedQuestion: 'У резюме вказано: {role}, без дат. У який період і на якій посаді ви там працювали?',
      historyTitle: 'Історія роботи',
      historyQuestion:
        'У резюме не вказано дат роботи. Перелічіть, будь ласка, роботодавців, посади і дати за останні п’ять років.',
      authorisationTitle: 'Дозвіл на роботу',
      authorisationQuestion:
        'Чи маєте ви право працювати в країні, де розташована ця посада, і чи знадобиться вам зараз або в майбутньому дозвіл на роботу чи віза?',
      preferencesTitle: 'Формат роботи',
      preferencesQuestion:
        'Якому формату роботи ви надаєте перевагу — віддаленому, гібридному чи в офісі — і чи готові ви до переїзду{from}?',
      fromPlace: ' (поточне місце проживання — {location})',
      salaryTitle: 'Очікування щодо зарплати',
      salaryQuestion: 'Який рівень зарплати ви очікуєте на новій посаді?',
      availabilityTitle: 'Готовність до виходу на роботу',
      availabilityQuestion: 'Коли ви зможете приступити до нової роботи?',
    },
  };
}
