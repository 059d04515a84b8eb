import type { CvPhrases } from './index.ts';

// Bulgarian speaks to the candidate formally, with 'Вие', 'Ви' and 'Ваш' in capitals. Its nouns take no case, so a
// name follows a preposition as written ('в СОУ „Христо Ботев“'); titles are quoted after 'на длъжност', as CVs write them
// in capitals. The first person's past ('Работих') is the same for a man and a woman. 'в' and 'с' are written 'във'
// and 'със' before a word opening on their own sound ('във Варна', 'със Стефан'), Latin names' included.
export const BULGARIAN_CV: CvPhrases = {
  and: 'и',
  elisions: [
    [/(?<![\p{L}\p{N}])в (?=[вфВФVvFfWw])/gu, 'във '],
    [/(?<![\p{L}\p{N}])В (?=[вфВФVvFfWw])/gu, 'Във '],
    [/(?<![\p{L}\p{N}])с (?=[сзСЗSsZz])/gu, 'със '],
    [/(?<![\p{L}\p{N}])С (?=[сзСЗSsZz])/gu, 'Със '],
  ],
  quote: ['„', '“'],
  quotedTitles: true,
  role: '{title} в {organisation}',
  thisRole: 'тази длъжност',
  period: { since: ' от {start}', in: ' ({start})', fromTo: ' от {start} до {end}' },
  months: 'януари февруари март април май юни юли август септември октомври ноември декември',
  worked: { current: 'Работя', past: 'Работих' },
  workedAs: 'на длъжност {role}',
  askedAs: 'на длъжност {role}',
  workedAt: 'в {organisation}',
  workedSomewhere: 'на тази длъжност',
  underWay: { since: 'от {year}', expected: 'очаквано завършване — {year}' },
  study: {
    degreeAt: '{degree}, {school}',
    degree: '{degree}',
    school: '{school}',
    noSchool: 'обучение',
  },
  practice: {
    aboutYourself: 'Разкажете ни за себе си.',
    skillsNamed: 'Сред уменията ми са {skills}.',
    studied: 'Образование: {studies}.',
    roleQuestions: [
      'Разкажете за работата си {as}.',
      'Какви задачи включваше работата Ви {as}?',
      'Кои от задачите си {as} смятате за най-важни?',
      'Какво смятате за най-голямото си постижение {as}?',
    ],
    skillsQuestion:
      'В автобиографията си посочвате {skills}. Кои от тях владеете най-добре и къде сте ги прилагали?',
    skillsContextQuestion:
      'В автобиографията си посочвате {skills}, но не е казано къде сте ги прилагали. В каква работа или обучение сте ги използвали?',
    skillUsedAt: 'Ето пример от работата ми в {place}. {detail}',
    skillInProject: 'Ето пример от проекта {quoted}. {detail}',
    toolsInProject: 'В проекта {quoted} {used}.',
    toolsUsed: { current: 'използвам {tools}', past: 'използвах {tools}' },
    toolsThere: 'В тази работа {used}.',
    toolsAt: 'В {place} {used}.',
    educationQuestion: 'Разкажете за образованието си: къде и какво сте учили?',
    afterStudies: 'След като завърших, работих {role}.',
    detailQuestion:
      'За работата Ви {as} в автобиографията е посочено: {quoted}. Каква беше Вашата роля и какъв беше резултатът?',
    projectQuestion: 'Разкажете за проекта {quoted}.',
    projectAt: 'Работих по проекта {quoted} ({place}).',
    activitiesQuestion: 'Кой опит от автобиографията Ви е най-важен за тази длъжност?',
    activitiesAnswer: 'Работих {roles}.',
    moveQuestion:
      'Според автобиографията Ви през {start} сте преминали от {older} към {newer}. Какво Ви накара да направите тази промяна и какво от предишната работа Ви беше полезно?',
    moved: {
      current: 'От {start} работя {as}.',
      past: 'От {start} работих {as}.',
    },
  },
  admin: {
    degreeTitle: 'Проверка на образованието',
    degreeQuestion:
      'В автобиографията Ви е посочено: {study}. Моля, потвърдете степента, учебното заведение и годината на завършване (или очакваната година на завършване).',
    studiesTitle: 'Образование',
    studiesQuestion:
      'В автобиографията Ви е посочено обучение: {study}. Каква диплома получихте или кога очаквате да я получите?',
    noDegreeTitle: 'Степен на образование',
    noDegreeQuestion:
      'В автобиографията Ви не е посочена диплома. Какво е най-високото Ви завършено образование, къде и кога го получихте?',
    certificationTitle: 'Сертификат',
    certificationQuestion:
      'В автобиографията Ви е посочен сертификатът {quoted}. Валиден ли е все още и кой го е издал?',
    languagesTitle: 'Езици',
    languagesQuestion: {
      one: 'В автобиографията Ви е посочено: {languages}. Можете ли да потвърдите това ниво и имате ли сертификат?',
      several:
        'В автобиографията Ви е посочено: {languages}. Можете ли да потвърдите тези нива и имате ли сертификат за някой от тези езици?',
    },
    currentTitle: 'Настояща работа',
    currentQuestion:
      'В автобиографията Ви е посочена настоящата Ви работа: {role}{period}. Работите ли все още там и какъв е срокът на предизвестието Ви?',
    datesTitle: 'Период на работа',
    latestDatesQuestion:
      'В автобиографията Ви е посочено: {role}{period}. Моля, потвърдете датите и наименованието на длъжността.',
    previousDatesQuestion:
      'В автобиографията Ви е посочено: {role}{period}. Моля, потвърдете датите и длъжността Ви там.',
    undatedQuestion:
      'В автобиографията Ви е посочено: {role}, без дати. През кой период и на каква длъжност работихте там?',
    historyTitle: 'Трудов стаж',
    historyQuestion:
      'В автобиографията Ви не са посочени дати на работа. Моля, избройте работодателите, длъжностите и датите за последните пет години.',
    authorisationTitle: 'Разрешение за работа',
    authorisationQuestion:
      'Имате ли право да работите в държавата, в която е тази позиция, и ще се нуждаете ли сега или в бъдеще от разрешение за работа или виза?',
    preferencesTitle: 'Начин на работа',
    preferencesQuestion:
      'Какъв начин на работа предпочитате — дистанционно, хибридно или в офис — и готови ли сте да се преместите{from}?',
    fromPlace: ' (настоящо местоживеене — {location})',
    salaryTitle: 'Очаквано възнаграждение',
    salaryQuestion: 'Какво възнаграждение очаквате на новата длъжност?',
    availabilityTitle: 'Готовност за започване',
    availabilityQuestion: 'Кога бихте могли да започнете работа?',
  },
};
