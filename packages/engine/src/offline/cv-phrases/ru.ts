import type { CvPhrases } from './index.ts';
import { type PastSpeaker, pastSpeakerOf } from './past-speaker.ts';

// Russian writes a past verb by the speaker's gender ('Руководил', 'Руководила'): its ending by the speaker, the
// form's '(а)' when the CV does not tell.
const PAST_ENDING: Record<PastSpeaker, string> = { feminine: 'а', masculine: '', unknown: '(а)' };

// The first word of a CV's line told in the past: 'Руководил', 'Разработала', 'Занимался', 'Участвовала'.
const MASCULINE_PAST = /^[-•*–]\s*\p{Lu}\p{Ll}+[аяиеыоу]л(?:ся)?(?!\p{L})/gmu;
const FEMININE_PAST = /^[-•*–]\s*\p{Lu}\p{Ll}+[аяиеыоу]ла(?:сь)?(?!\p{L})/gmu;

/** The speaker the CV's own past verbs tell, opening its lines ('- Разработал …', '- Вела …'), when they agree. */
export function russianSpeaker(text: string): PastSpeaker {
  return pastSpeakerOf(text, FEMININE_PAST, MASCULINE_PAST);
}

// Questions speak to the candidate as 'вы'. A name after a preposition would be declined ('в Лаборатории'), which the
// name alone cannot tell how to do: titles are quoted after 'в должности', employers set in brackets or after 'в
// организации', and the months are in the genitive 'с' and 'до' take ('с мая 2026', 'до апреля 2025').
export function russianCv(speaker: PastSpeaker): CvPhrases {
  const past = (stem: string): string => `${stem}${PAST_ENDING[speaker]}`;
  return {
    and: 'и',
    elisions: [],
    quote: ['«', '»'],
    quotedTitles: true,
    role: '{title} ({organisation})',
    thisRole: 'эта должность',
    period: { since: ' с {start}', in: ' ({start})', fromTo: ' с {start} до {end}' },
    months:
      'января/январь февраля/февраль марта/март апреля/апрель мая/май июня/июнь июля/июль августа/август сентября/сентябрь октября/октябрь ноября/ноябрь декабря/декабрь',
    worked: { current: 'Работаю', past: past('Работал') },
    workedAs: 'в должности {role}',
    askedAs: 'в должности {role}',
    workedAt: 'в организации «{organisation}»',
    workedSomewhere: 'на этой должности',
    underWay: { since: 'с {year}', expected: 'окончание — {year}' },
    study: {
      degreeAt: '{degree}, {school}',
      degree: '{degree}',
      school: '{school}',
      noSchool: 'учёба',
    },
    practice: {
      aboutYourself: 'Расскажите о себе.',
      skillsNamed: 'Мои навыки: {skills}.',
      studied: 'Образование: {studies}.',
      roleQuestions: [
        'Расскажите о своей работе {as}.',
        'Какие задачи входили в вашу работу {as}?',
        'Какие задачи {as} вы считаете самыми важными?',
        'Какое достижение {as} вы считаете главным?',
      ],
      skillsQuestion:
        'В вашем резюме указаны {skills}. Какими из них вы владеете лучше всего и где их применяли?',
      skillsContextQuestion:
        'В резюме указаны {skills}, но не сказано, где вы их применяли. В какой работе или учёбе вы ими пользовались?',
      skillUsedAt: 'Вот пример из работы ({place}). {detail}',
      skillInProject: 'Вот пример из проекта {quoted}. {detail}',
      toolsInProject: 'В проекте {quoted} {used}.',
      toolsUsed: { current: 'использую {tools}', past: `${past('использовал')} {tools}` },
      toolsThere: 'В этой работе {used}.',
      toolsAt: 'На работе ({place}) {used}.',
      educationQuestion: 'Расскажите о своём образовании: где и чему вы учились?',
      afterStudies: `После учёбы ${past('работал')} {role}.`,
      detailQuestion:
        'В резюме о вашей работе {as} сказано: {quoted}. Какой была ваша роль и каков результат?',
      projectQuestion: 'Расскажите о проекте {quoted}.',
      projectAt: `${past('Работал')} над проектом {quoted} ({place}).`,
      activitiesQuestion: 'Какой опыт из вашего резюме важнее всего для этой должности?',
      activitiesAnswer: `${past('Работал')} {roles}.`,
      moveQuestion:
        'В резюме указан переход с должности {older} на должность {newer}, начиная с {start}. Что привело к этой смене и что из прежней работы вам пригодилось?',
      moved: {
        current: 'С {start} работаю {as}.',
        past: `С {start} ${past('работал')} {as}.`,
      },
    },
    admin: {
      degreeTitle: 'Проверка образования',
      degreeQuestion:
        'В резюме указано: {study}. Подтвердите, пожалуйста, степень, учебное заведение и год окончания (или ожидаемый год окончания).',
      studiesTitle: 'Образование',
      studiesQuestion:
        'В резюме указана учёба: {study}. Какой диплом вы получили или когда ожидаете его получить?',
      noDegreeTitle: 'Уровень образования',
      noDegreeQuestion:
        'В резюме не указан диплом. Какое у вас самое высокое законченное образование, где и когда вы его получили?',
      certificationTitle: 'Сертификат',
      certificationQuestion: 'В резюме указан сертификат {quoted}. Действует ли он сейчас и кто его выдал?',
      languagesTitle: 'Языки',
      languagesQuestion: {
        one: 'В резюме указано: {languages}. Можете ли вы подтвердить этот уровень и есть ли у вас сертификат?',
        several:
          'В резюме указано: {languages}. Можете ли вы подтвердить эти уровни и есть ли у вас сертификат по какому-либо из этих языков?',
      },
      currentTitle: 'Текущая работа',
      currentQuestion:
        'В резюме указана текущая работа: {role}{period}. Работаете ли вы там сейчас и за какой срок вам нужно предупредить работодателя об увольнении?',
      datesTitle: 'Даты работы',
      latestDatesQuestion:
        'В резюме указано: {role}{period}. Подтвердите, пожалуйста, эти даты и название должности.',
      previousDatesQuestion:
        'В резюме указано: {role}{period}. Подтвердите, пожалуйста, даты и должность на этой работе.',
      undatedQuestion:
        'В резюме указано: {role}, без дат. В какой период и в какой должности вы там работали?',
      historyTitle: 'История работы',
      historyQuestion:
        'В резюме не указаны даты работы. Перечислите, пожалуйста, работодателей, должности и даты за последние пять лет.',
      authorisationTitle: 'Разрешение на работу',
      authorisationQuestion:
        'Есть ли у вас право работать в стране, где находится эта должность, и понадобится ли вам сейчас или в будущем разрешение на работу или виза?',
      preferencesTitle: 'Формат работы',
      preferencesQuestion:
        'Какой формат работы вы предпочитаете — удалённый, гибридный или в офисе — и готовы ли вы к переезду{from}?',
      fromPlace: ' (текущее место жительства — {location})',
      salaryTitle: 'Ожидания по зарплате',
      salaryQuestion: 'Какой уровень зарплаты вы ожидаете на новой должности?',
      availabilityTitle: 'Готовность к выходу на работу',
      availabilityQuestion: 'Когда вы сможете приступить к новой работе?',
    },
  };
}
