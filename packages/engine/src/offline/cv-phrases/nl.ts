import type { CvPhrases } from './index.ts';

// The formal 'u', as a recruiter writes to a candidate. Names stand bare ('bij Open Universiteit'): the article a name
// takes ('de Hogeschool', 'het Waterschap') cannot be told from the name alone.
export const DUTCH_CV: CvPhrases = {
  and: 'en',
  elisions: [],
  quote: ['‘', '’'],
  role: '{title} bij {organisation}',
  thisRole: 'deze functie',
  period: { since: ' sinds {start}', in: ' ({start})', fromTo: ' van {start} tot {end}' },
  months: 'januari februari maart april mei juni juli augustus september oktober november december',
  worked: { current: 'Ik werk', past: 'Ik werkte' },
  workedAs: 'als {role}',
  askedAs: 'als {role}',
  workedAt: 'bij {organisation}',
  workedSomewhere: 'in deze functie',
  // 'Stage' names what was done, not a post: 'Ik deed een stage bij …', never 'als Stage'.
  activityPosts: [{ word: /^[Ss]tage\b/u, a: 'een stage', your: 'uw stage' }],
  activityPost: { did: 'Ik deed {activity}', workedIn: 'tijdens {activity}', asked: 'tijdens {activity}' },
  underWay: { since: 'sinds {year}', expected: 'verwacht {year}' },
  study: {
    degreeAt: '{degree}, {school}',
    degree: '{degree}',
    school: '{school}',
    noSchool: 'een opleiding',
  },
  practice: {
    aboutYourself: 'Vertelt u iets over uzelf.',
    skillsNamed: 'Tot mijn vaardigheden behoren {skills}.',
    studied: 'Mijn opleiding: {studies}.',
    roleQuestions: [
      'Wat deed u {as}?',
      'Vertelt u over uw ervaring {as}.',
      'Waarvoor was u {as} verantwoordelijk?',
      'Waaraan werkte u {as}?',
    ],
    skillsQuestion: 'Uw cv noemt {skills}. Wat beheerst u het best, en waar hebt u het gebruikt?',
    skillsContextQuestion:
      'Uw cv noemt {skills}, maar niet waar u ze hebt gebruikt. In welk kader hebt u ermee gewerkt?',
    skillUsedAt: 'Bij {place}: {detail}',
    skillInProject: 'In het project {quoted}: {detail}',
    toolsInProject: 'In het project {quoted} {used}.',
    toolsUsed: { current: 'gebruik ik {tools}', past: 'gebruikte ik {tools}' },
    toolsThere: 'In deze functie {used}.',
    toolsAt: 'Bij {place} {used}.',
    educationQuestion: 'Welke opleiding hebt u gevolgd, en waar?',
    afterStudies: 'Daarna werkte ik {role}.',
    detailQuestion: 'Uw cv noemt voor uw tijd {as}: {quoted}. Wat was uw bijdrage, en wat leverde het op?',
    projectQuestion: 'Vertelt u over uw project {quoted}.',
    projectAt: 'Bij {place} werkte ik aan {quoted}.',
    activitiesQuestion: 'Welke ervaring en activiteiten uit uw cv zou u voor deze functie naar voren halen?',
    activitiesAnswer: 'Ik heb {roles} gewerkt.',
    moveQuestion:
      'Uw cv toont een overstap van {older} naar {newer} ({start}). Wat leidde tot die overstap, en wat nam u mee uit de vorige functie?',
    moved: { current: 'Sinds {start} werk ik {as}.', past: 'Vanaf {start} werkte ik {as}.' },
  },
  admin: {
    degreeTitle: 'Diploma',
    degreeQuestion:
      'Uw cv noemt {study}. Kunt u het diploma, de instelling en het jaar bevestigen waarin u het behaalde of verwacht te behalen?',
    studiesTitle: 'Opleiding',
    studiesQuestion:
      'Uw cv noemt een opleiding: {study}. Welk diploma hebt u daar behaald, of wanneer verwacht u het te behalen?',
    noDegreeTitle: 'Hoogste opleiding',
    noDegreeQuestion:
      'Uw cv noemt geen diploma. Wat is uw hoogste opleiding, en waar en wanneer hebt u die afgerond?',
    certificationTitle: 'Certificaat',
    certificationQuestion:
      'Uw cv noemt {quoted}. Is het nog geldig, en welke instantie heeft het uitgereikt?',
    languagesTitle: 'Talen',
    languagesQuestion: {
      one: 'Uw cv noemt {languages}. Kunt u dit niveau bevestigen, en hebt u er een certificaat van?',
      several:
        'Uw cv noemt {languages}. Kunt u deze niveaus bevestigen, en hebt u van een van deze talen een certificaat?',
    },
    currentTitle: 'Huidige functie',
    currentQuestion:
      'Uw cv noemt {role}{period} als huidige functie. Werkt u daar nog, en welke opzegtermijn hebt u?',
    datesTitle: 'Dienstverbanden',
    latestDatesQuestion: 'Uw cv noemt {role}{period}. Kunt u deze data en uw functie bevestigen?',
    previousDatesQuestion: 'Uw cv noemt {role}{period}. Kunt u de data en uw functie daar bevestigen?',
    undatedQuestion: 'Uw cv noemt {role} zonder data. Wanneer had u deze functie, en in welke rol?',
    historyTitle: 'Loopbaan',
    historyQuestion:
      'Uw cv noemt geen dienstverbanden met data. Kunt u uw werkgevers, functies en data van de laatste vijf jaar noemen?',
    authorisationTitle: 'Werkvergunning',
    authorisationQuestion:
      'Mag u werken in het land waar deze functie gevestigd is, of hebt u nu of later een visum nodig?',
    preferencesTitle: 'Werkvorm',
    preferencesQuestion:
      'Werkt u liever op afstand, hybride of op locatie, en bent u bereid{from} te verhuizen?',
    fromPlace: ' vanuit {location}',
    salaryTitle: 'Salarisverwachting',
    salaryQuestion: 'Welk salaris verwacht u in uw volgende functie?',
    availabilityTitle: 'Beschikbaarheid',
    availabilityQuestion: 'Per wanneer zou u een nieuwe functie kunnen beginnen?',
  },
};
