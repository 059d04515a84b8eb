import type { CvPhrases } from './index.ts';

// The formal 'Sie', as a recruiter writes to a candidate. Names stand bare, without the article German would give
// them ('bei Siemens', 'Technische Universität München'): a name's gender cannot be told from the name alone.
export const GERMAN_CV: CvPhrases = {
  and: 'und',
  elisions: [],
  quote: ['„', '“'],
  role: '{title} bei {organisation}',
  thisRole: 'diese Stelle',
  // 'im Jahr' would not take a month ('im Jahr März 2019'), so a single date stands in brackets.
  period: { since: ' seit {start}', in: ' ({start})', fromTo: ' von {start} bis {end}' },
  months: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
  worked: { current: 'Ich arbeite', past: 'Ich arbeitete' },
  workedAs: 'als {role}',
  askedAs: 'als {role}',
  workedAt: 'bei {organisation}',
  workedSomewhere: 'in dieser Stelle',
  // 'Praktikum' names what was done, not a post: 'in einem Praktikum bei …', never 'als Praktikum'.
  activityPosts: [{ word: /^Praktikum\b/u, a: 'einem Praktikum', your: 'Ihrem Praktikum' }],
  activityPost: { did: 'Ich arbeitete in {activity}', workedIn: 'in {activity}', asked: 'in {activity}' },
  underWay: { since: 'seit {year}', expected: 'voraussichtlich {year}' },
  study: {
    degreeAt: '{degree}, {school}',
    degree: '{degree}',
    school: '{school}',
    noSchool: 'ein Studium',
  },
  practice: {
    aboutYourself: 'Erzählen Sie etwas über sich.',
    skillsNamed: 'Zu meinen Kenntnissen gehören {skills}.',
    studied: 'Meine Ausbildung: {studies}.',
    roleQuestions: [
      'Was haben Sie {as} gemacht?',
      'Erzählen Sie von Ihrer Erfahrung {as}.',
      'Wofür waren Sie {as} verantwortlich?',
      'Woran haben Sie {as} gearbeitet?',
    ],
    skillsQuestion:
      'Ihr Lebenslauf nennt {skills}. Was davon beherrschen Sie am besten, und wo haben Sie es eingesetzt?',
    skillsContextQuestion:
      'Ihr Lebenslauf nennt {skills}, aber nicht, wo Sie sie eingesetzt haben. In welchem Rahmen haben Sie damit gearbeitet?',
    skillUsedAt: 'Bei {place}: {detail}',
    skillInProject: 'Im Projekt {quoted}: {detail}',
    toolsInProject: 'Im Projekt {quoted} {used}.',
    toolsUsed: { current: 'nutze ich {tools}', past: 'nutzte ich {tools}' },
    toolsThere: 'In dieser Stelle {used}.',
    toolsAt: 'Bei {place} {used}.',
    educationQuestion: 'Welche Ausbildung haben Sie, und wo haben Sie sie gemacht?',
    afterStudies: 'Danach arbeitete ich {role}.',
    detailQuestion:
      'Ihr Lebenslauf nennt für Ihre Zeit {as}: {quoted}. Was war Ihr Beitrag, und was kam dabei heraus?',
    projectQuestion: 'Erzählen Sie von Ihrem Projekt {quoted}.',
    projectAt: 'Bei {place} habe ich an {quoted} gearbeitet.',
    activitiesQuestion:
      'Welche Erfahrungen und Tätigkeiten aus Ihrem Lebenslauf würden Sie für diese Stelle hervorheben?',
    activitiesAnswer: 'Ich habe {roles} gearbeitet.',
    moveQuestion:
      'Ihr Lebenslauf zeigt einen Wechsel von {older} zu {newer} ({start}). Was führte zu diesem Wechsel, und was haben Sie aus der früheren Stelle mitgenommen?',
    moved: { current: 'Seit {start} arbeite ich {as}.', past: 'Ab {start} arbeitete ich {as}.' },
  },
  admin: {
    degreeTitle: 'Abschluss',
    degreeQuestion:
      'Ihr Lebenslauf nennt {study}. Können Sie den Abschluss, die Hochschule und das Jahr bestätigen, in dem Sie ihn erworben haben oder erwerben werden?',
    studiesTitle: 'Ausbildung',
    studiesQuestion:
      'Ihr Lebenslauf nennt eine Ausbildung: {study}. Welchen Abschluss haben Sie dort erworben, oder wann erwarten Sie ihn?',
    noDegreeTitle: 'Höchster Abschluss',
    noDegreeQuestion:
      'Ihr Lebenslauf nennt keinen Abschluss. Was ist Ihr höchster Abschluss, und wo und wann haben Sie ihn erworben?',
    certificationTitle: 'Zertifikat',
    certificationQuestion:
      'Ihr Lebenslauf nennt {quoted}. Ist es noch gültig, und welche Stelle hat es ausgestellt?',
    languagesTitle: 'Sprachkenntnisse',
    languagesQuestion: {
      one: 'Ihr Lebenslauf nennt {languages}. Können Sie dieses Niveau bestätigen, und haben Sie ein Sprachzertifikat darüber?',
      several:
        'Ihr Lebenslauf nennt {languages}. Können Sie diese Niveaus bestätigen, und haben Sie für eine dieser Sprachen ein Zertifikat?',
    },
    currentTitle: 'Aktuelle Stelle',
    currentQuestion:
      'Ihr Lebenslauf nennt {role}{period} als aktuelle Stelle. Sind Sie noch dort tätig, und welche Kündigungsfrist haben Sie?',
    datesTitle: 'Beschäftigungszeiten',
    latestDatesQuestion:
      'Ihr Lebenslauf nennt {role}{period}. Können Sie diese Daten und Ihre Position bestätigen?',
    previousDatesQuestion:
      'Ihr Lebenslauf nennt {role}{period}. Können Sie die Daten und Ihre Position in dieser Stelle bestätigen?',
    undatedQuestion:
      'Ihr Lebenslauf nennt {role} ohne Daten. In welchem Zeitraum hatten Sie diese Stelle, und in welcher Position?',
    historyTitle: 'Beruflicher Werdegang',
    historyQuestion:
      'Ihr Lebenslauf nennt keine Anstellungen mit Daten. Können Sie Ihre Arbeitgeber, Positionen und Daten der letzten fünf Jahre nennen?',
    authorisationTitle: 'Arbeitserlaubnis',
    authorisationQuestion:
      'Dürfen Sie in dem Land arbeiten, in dem diese Stelle angesiedelt ist, oder bräuchten Sie jetzt oder künftig ein Visum?',
    preferencesTitle: 'Arbeitsweise',
    preferencesQuestion:
      'Arbeiten Sie lieber remote, hybrid oder vor Ort, und wären Sie bereit{from} umzuziehen?',
    fromPlace: ', aus {location}',
    salaryTitle: 'Gehaltsvorstellung',
    salaryQuestion: 'Welche Gehaltsvorstellung haben Sie für Ihre nächste Stelle?',
    availabilityTitle: 'Verfügbarkeit',
    availabilityQuestion: 'Ab wann könnten Sie eine neue Stelle antreten?',
  },
};
