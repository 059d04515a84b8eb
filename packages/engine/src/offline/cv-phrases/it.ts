import type { CvPhrases } from './index.ts';

// The formal 'Lei', as a recruiter writes to a candidate; 'dal gennaio 2005 al maggio 2008' takes dates with and
// without a month alike.
export const ITALIAN_CV: CvPhrases = {
  and: 'e',
  // 'dall'aprile 1997 all'ottobre 2000', 'nell'agosto 2001', 'dall'11/2014'.
  elisions: [[/\b(da|a|ne)l (?=[aeiouAEIOU]|(?:8|11)(?!\d))/gu, "$1ll'"]],
  quote: ['«', '»'],
  role: '{title} presso {organisation}',
  thisRole: 'questo ruolo',
  period: { since: ' dal {start}', in: ' nel {start}', fromTo: ' dal {start} al {end}' },
  months: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  worked: { current: 'Lavoro', past: 'Ho lavorato' },
  workedAs: 'come {role}',
  askedAs: 'come {role}',
  workedAt: 'presso {organisation}',
  workedSomewhere: 'in questo ruolo',
  // 'Tirocinio' names what was done, not a post: 'Ho svolto un tirocinio presso …', never 'come Tirocinio'.
  activityPosts: [{ word: /^[Tt]irocinio\b/u, a: 'un tirocinio', your: 'il suo tirocinio' }],
  activityPost: { did: 'Ho svolto {activity}', workedIn: 'durante {activity}', asked: 'durante {activity}' },
  underWay: { since: 'dal {year}', expected: 'conclusione prevista: {year}' },
  study: {
    degreeAt: '{degree} presso {school}',
    degree: '{degree}',
    school: 'presso {school}',
    noSchool: 'presso il mio istituto',
  },
  practice: {
    aboutYourself: 'Mi parli di Lei.',
    skillsNamed: 'Tra le mie competenze ci sono {skills}.',
    studied: 'La mia formazione: {studies}.',
    roleQuestions: [
      'Che cosa ha fatto {as}?',
      'Mi parli della sua esperienza {as}.',
      'Quali erano le sue responsabilità {as}?',
      'Di che cosa si è occupato {as}?',
    ],
    skillsQuestion: "Il suo CV menziona {skills}. Quale conosce meglio, e dove l'ha usata?",
    skillsContextQuestion:
      'Il suo CV menziona {skills}, ma non dove le ha usate. In quale contesto ha lavorato con esse?',
    skillUsedAt: 'Presso {place}: {detail}',
    skillInProject: 'Nel progetto {quoted}: {detail}',
    toolsInProject: 'Nel progetto {quoted} {used}.',
    toolsUsed: { current: 'uso {tools}', past: 'ho usato {tools}' },
    toolsThere: 'In questo ruolo {used}.',
    toolsAt: 'Presso {place} {used}.',
    educationQuestion: 'Quali studi ha svolto, e dove?',
    afterStudies: 'In seguito ho lavorato {role}.',
    detailQuestion:
      'Il suo CV indica, {as}: {quoted}. Qual è stato il suo contributo, e quale risultato ha ottenuto?',
    projectQuestion: 'Mi parli del suo progetto {quoted}.',
    projectAt: 'Ho lavorato a {quoted} presso {place}.',
    activitiesQuestion: 'Quali esperienze e attività del suo CV metterebbe in evidenza per questo ruolo?',
    activitiesAnswer: 'Ho lavorato {roles}.',
    moveQuestion:
      'Il suo CV mostra il passaggio da {older} a {newer} ({start}). Che cosa ha motivato questo cambiamento, e che cosa le ha dato il ruolo precedente?',
    moved: { current: 'Dal {start} lavoro {as}.', past: 'Dal {start} ho lavorato {as}.' },
  },
  admin: {
    degreeTitle: 'Verifica del titolo di studio',
    degreeQuestion:
      "Il suo CV indica {study}. Può confermare il titolo, l'istituto e l'anno in cui l'ha conseguito o prevede di conseguirlo?",
    studiesTitle: 'Formazione',
    studiesQuestion:
      'Il suo CV indica studi {study}. Quale titolo ha conseguito, o quando prevede di conseguirlo?',
    noDegreeTitle: 'Titolo di studio più alto',
    noDegreeQuestion:
      'Il suo CV non indica un titolo di studio. Qual è il titolo più alto che ha conseguito, e dove e quando?',
    certificationTitle: 'Certificazione',
    certificationQuestion: "Il suo CV indica {quoted}. È ancora valida, e quale ente l'ha rilasciata?",
    languagesTitle: 'Lingue',
    languagesQuestion: {
      one: 'Il suo CV indica {languages}. Può confermare questo livello, e ha un certificato che lo attesti?',
      several:
        'Il suo CV indica {languages}. Può confermare questi livelli, e ha un certificato che ne attesti qualcuno?',
    },
    currentTitle: 'Impiego attuale',
    currentQuestion:
      'Il suo CV indica che lavora come {role}{period}. Ricopre ancora questo ruolo, e quale preavviso dovrebbe dare?',
    datesTitle: 'Date di impiego',
    latestDatesQuestion: 'Il suo CV indica {role}{period}. Può confermare queste date e la sua qualifica?',
    previousDatesQuestion:
      'Il suo CV indica {role}{period}. Può confermare le date e la sua qualifica in quel ruolo?',
    undatedQuestion:
      'Il suo CV indica {role} senza date. In quale periodo ha ricoperto quel ruolo, e con quale qualifica?',
    historyTitle: 'Esperienze lavorative',
    historyQuestion:
      'Il suo CV non indica impieghi con date. Può indicare i suoi datori di lavoro, le qualifiche e le date degli ultimi cinque anni?',
    authorisationTitle: 'Permesso di lavoro',
    authorisationQuestion:
      'Ha il permesso di lavorare nel paese in cui si trova questo ruolo, o avrebbe bisogno di uno sponsor per il visto ora o in futuro?',
    preferencesTitle: 'Preferenze di lavoro',
    preferencesQuestion:
      'Preferisce lavorare da remoto, in modalità ibrida o in sede, e sarebbe disposto/a a trasferirsi{from}?',
    fromPlace: ' da {location}',
    salaryTitle: 'Aspettative retributive',
    salaryQuestion: 'Quale retribuzione si aspetta per il suo prossimo ruolo?',
    availabilityTitle: 'Disponibilità',
    availabilityQuestion: 'Quando potrebbe iniziare un nuovo lavoro?',
  },
};
