import type { CvPhrases } from './index.ts';

// The formal 'usted', as a recruiter writes to a candidate.
export const SPANISH_CV: CvPhrases = {
  and: 'y',
  elisions: [],
  quote: ['«', '»'],
  role: '{title} en {organisation}',
  thisRole: 'este puesto',
  period: { since: ' desde {start}', in: ' en {start}', fromTo: ' de {start} a {end}' },
  months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  worked: { current: 'Trabajo', past: 'Trabajé' },
  workedAs: 'como {role}',
  askedAs: 'como {role}',
  workedAt: 'en {organisation}',
  workedSomewhere: 'en este puesto',
  articles: [
    [
      /^(?:Universidad|Facultad|Escuela|Academia|Licenciatura|Maestr[ií]a|Especialidad|Diplomatura|Ingenier[ií]a)\b/u,
      'la ',
    ],
    [
      /^(?:Instituto|Colegio|Gimnasio|Centro|Ciclo|Conservatorio|Doctorado|Grado|M[aá]ster|Mag[ií]ster|Bachillerato|Diplomado)\b/u,
      'el ',
    ],
  ],
  holderTitles: [
    [/^Doctora?\b/u, 'Doctorado'],
    [/^Licenciad[oa]\b/u, 'Licenciatura'],
    [/^Ingenier[oa]\b/u, 'Ingeniería'],
    // 'Técnico Superior en Redes' has no studies' name every country shares ('Tecnicatura', 'ciclo formativo').
    [/^T[ée]cnic[oa]\b/u, 'la formación de Técnico'],
    // The Andean 'Bachiller en Economía' is a university's degree ('grado'); a bare 'Bachiller Académico' the
    // school-leaving one, studied as the 'Bachillerato Académico'.
    [/^Bachiller(?=\s+en\b)/u, 'el grado de Bachiller'],
    [/^Bachiller\b/u, 'el Bachillerato'],
  ],
  activityPosts: [
    { word: /^Pasant[ií]a\b/u, a: 'una pasantía', your: 'su pasantía' },
    { word: /^Pr[aá]cticas\b/u, a: 'prácticas', your: 'sus prácticas' },
    { word: /^Pr[aá]ctica\b/u, a: 'una práctica', your: 'su práctica' },
    { word: /^Voluntariado\b/u, a: 'un voluntariado', your: 'su voluntariado' },
  ],
  activityPost: { did: 'Hice {activity}', workedIn: 'en {activity}', asked: 'durante {activity}' },
  underWay: { since: 'desde {year}', expected: 'fin previsto: {year}' },
  study: {
    degreeAt: '{degree} en {school}',
    degree: '{degree}',
    school: 'en {school}',
    noSchool: 'en mi centro de estudios',
  },
  practice: {
    aboutYourself: 'Hábleme de usted.',
    skillsNamed: 'Entre mis habilidades están {skills}.',
    studied: 'Estudié {studies}.',
    roleQuestions: [
      '¿Qué hizo {as}?',
      'Hábleme de su experiencia {as}.',
      '¿Cuáles eran sus responsabilidades {as}?',
      '¿En qué trabajó {as}?',
    ],
    skillsQuestion: 'Su CV menciona {skills}. ¿Cuál domina mejor y dónde la ha usado?',
    skillsContextQuestion:
      'Su CV menciona {skills}, pero no dónde las ha usado. ¿En qué contexto ha trabajado con ellas?',
    skillUsedAt: 'En {place}: {detail}',
    skillInProject: 'En el proyecto {quoted}: {detail}',
    toolsInProject: 'En el proyecto {quoted} {used}.',
    toolsUsed: { current: 'uso {tools}', past: 'usé {tools}' },
    toolsThere: 'En este puesto {used}.',
    toolsAt: 'En {place} {used}.',
    educationQuestion: '¿Qué estudios tiene y dónde los cursó?',
    afterStudies: 'Después trabajé {role}.',
    detailQuestion: 'Su CV dice que {as}: {quoted}. ¿Cuál fue su papel y qué resultado obtuvo?',
    projectQuestion: 'Hábleme de su proyecto {quoted}.',
    projectAt: 'Trabajé en {quoted} en {place}.',
    activitiesQuestion: '¿Qué experiencia y actividades de su CV destacaría para este puesto?',
    activitiesAnswer: 'He trabajado {roles}.',
    moveQuestion:
      'Su CV muestra que pasó de {older} a {newer} ({start}). ¿Qué le llevó a ese cambio y qué aprendió en el puesto anterior?',
    moved: { current: 'Desde {start} trabajo {as}.', past: 'A partir de {start} trabajé {as}.' },
    directedProjects: {
      question: {
        one: 'Su CV indica que ha dirigido un proyecto de investigación. ¿Cómo organizó el trabajo y qué resultados obtuvo?',
        several:
          'Su CV indica que ha dirigido proyectos de investigación. ¿Cómo organizó el trabajo y qué resultados obtuvo?',
      },
      first: 'Fui {role} del proyecto {quoted}{period}.',
      next: 'También fui {role} del proyecto {quoted}{period}.',
    },
  },
  admin: {
    degreeTitle: 'Verificación del título',
    degreeQuestion:
      'Su CV indica {study}. ¿Puede confirmar el título, la institución y el año en que lo obtuvo o espera obtenerlo?',
    studiesTitle: 'Formación',
    studiesQuestion: 'Su CV indica estudios {study}. ¿Qué título obtuvo allí, o cuándo espera obtenerlo?',
    noDegreeTitle: 'Formación más alta',
    noDegreeQuestion:
      'Su CV no indica un título. ¿Cuál es su formación más alta completada, y dónde y cuándo la obtuvo?',
    certificationTitle: 'Certificación',
    certificationQuestion: 'Su CV indica {quoted}. ¿Está vigente y qué entidad lo emitió?',
    languagesTitle: 'Idiomas',
    languagesQuestion: {
      one: 'Su CV indica {languages}. ¿Puede confirmar ese nivel, y tiene algún certificado que lo acredite?',
      several:
        'Su CV indica {languages}. ¿Puede confirmar esos niveles, y tiene algún certificado que los acredite?',
    },
    currentTitle: 'Empleo actual',
    currentQuestion:
      'Su CV indica que trabaja como {role}{period}. ¿Sigue en este puesto y qué plazo de preaviso necesitaría?',
    datesTitle: 'Fechas de empleo',
    latestDatesQuestion: 'Su CV indica {role}{period}. ¿Puede confirmar estas fechas y su cargo?',
    previousDatesQuestion:
      'Su CV indica {role}{period}. ¿Puede confirmar las fechas y su cargo en ese puesto?',
    undatedQuestion: 'Su CV indica {role} sin fechas. ¿En qué fechas ocupó ese puesto y cuál era su cargo?',
    historyTitle: 'Historial laboral',
    historyQuestion:
      'Su CV no indica empleos con fechas. ¿Puede indicar sus empleadores, cargos y fechas de los últimos cinco años?',
    authorisationTitle: 'Permiso de trabajo',
    authorisationQuestion:
      '¿Tiene permiso para trabajar en el país donde se ubica este puesto, o necesitaría patrocinio de visado ahora o en el futuro?',
    preferencesTitle: 'Preferencias de trabajo',
    preferencesQuestion:
      '¿Prefiere trabajo remoto, híbrido o presencial, y estaría dispuesto a mudarse{from}?',
    fromPlace: ' desde {location}',
    salaryTitle: 'Expectativas salariales',
    salaryQuestion: '¿Qué rango salarial espera para su próximo puesto?',
    availabilityTitle: 'Disponibilidad',
    availabilityQuestion: '¿Cuándo podría incorporarse a un nuevo puesto?',
  },
};
