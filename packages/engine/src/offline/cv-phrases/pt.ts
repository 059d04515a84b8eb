import type { CvPhrases } from './index.ts';

// 'Você', as a Brazilian recruiter writes to a candidate. A school's or employer's name takes its article after
// 'em' and 'de' ('na Universidade Federal', 'do Instituto'); a company's name, whose gender it does not tell, is
// named as a company ('na empresa Savvi'); an acronym stands bare ('em UFMG').
export const PORTUGUESE_CV: CvPhrases = {
  and: 'e',
  elisions: [
    [/\bem a (?=\p{Lu}|empresa\b)/gu, 'na '],
    [/\bem o (?=\p{Lu})/gu, 'no '],
    [/\bEm a (?=\p{Lu}|empresa\b)/gu, 'Na '],
    [/\bEm o (?=\p{Lu})/gu, 'No '],
    [/\bde a (?=\p{Lu}|empresa\b)/gu, 'da '],
    [/\bde o (?=\p{Lu})/gu, 'do '],
  ],
  quote: ['“', '”'],
  role: '{title} em {organisation}',
  thisRole: 'este cargo',
  period: { since: ' desde {start}', in: ' em {start}', fromTo: ' de {start} a {end}' },
  months: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  worked: { current: 'Trabalho', past: 'Trabalhei' },
  workedAs: 'como {role}',
  askedAs: 'como {role}',
  workedAt: 'em {organisation}',
  workedSomewhere: 'neste cargo',
  articles: [
    [
      /^(?:Universidade|Faculdade|Escola|Funda[çc][ãa]o|Pontif[íi]cia|Gradua[çc][ãa]o|P[óo]s-[Gg]radua[çc][ãa]o|Especializa[çc][ãa]o|Licenciatura|Empresa|Secretaria|Prefeitura|C[âa]mara|Construtora|Companhia|Cooperativa|Associa[çc][ãa]o|Ag[êe]ncia|Cl[íi]nica|Consultoria|Organiza[çc][ãa]o|A[çc][ãa]o|Assembleia|Procuradoria|Defensoria|Superintend[êe]ncia|Caixa|Receita)\b/u,
      'a ',
    ],
    [
      /^(?:Instituto|Centro|Col[ée]gio|Bacharelado|Mestrado|Doutorado|Curso|Banco|Hospital|Minist[ée]rio|Tribunal|Governo|Grupo|Laborat[óo]rio|Conselho|Departamento|Servi[çc]o|Escrit[óo]rio|Sindicato)\b/u,
      'o ',
    ],
  ],
  employerArticle: 'a empresa ',
  holderTitles: [[/^T[ée]cnic[oa]\b/u, 'o curso Técnico']],
  activityPosts: [
    { word: /^Est[áa]gio\b/u, a: 'um estágio', your: 'o seu estágio' },
    { word: /^Voluntariado\b/u, a: 'um voluntariado', your: 'o seu voluntariado' },
  ],
  activityPost: { did: 'Fiz {activity}', workedIn: 'em {activity}', asked: 'durante {activity}' },
  underWay: { since: 'desde {year}', expected: 'previsão: {year}' },
  study: {
    degreeAt: '{degree} em {school}',
    degree: '{degree}',
    school: 'em {school}',
    noSchool: 'na minha instituição de ensino',
  },
  practice: {
    aboutYourself: 'Fale um pouco sobre você.',
    skillsNamed: 'Entre minhas competências estão {skills}.',
    studied: 'Minha formação: {studies}.',
    roleQuestions: [
      'O que você fez {as}?',
      'Fale sobre a sua experiência {as}.',
      'Quais eram as suas responsabilidades {as}?',
      'Em que você trabalhou {as}?',
    ],
    skillsQuestion: 'Seu currículo menciona {skills}. Qual você domina melhor, e onde a usou?',
    skillsContextQuestion:
      'Seu currículo menciona {skills}, mas não onde as usou. Em que contexto você trabalhou com elas?',
    skillUsedAt: 'Em {place}: {detail}',
    skillInProject: 'No projeto {quoted}: {detail}',
    toolsInProject: 'No projeto {quoted} {used}.',
    toolsUsed: { current: 'uso {tools}', past: 'usei {tools}' },
    toolsThere: 'Neste cargo {used}.',
    toolsAt: 'Em {place} {used}.',
    educationQuestion: 'Qual é a sua formação, e onde você estudou?',
    afterStudies: 'Depois trabalhei {role}.',
    detailQuestion:
      'Seu currículo indica, {as}: {quoted}. Qual foi a sua contribuição, e que resultado obteve?',
    projectQuestion: 'Fale sobre o seu projeto {quoted}.',
    projectAt: 'Trabalhei em {quoted} em {place}.',
    activitiesQuestion: 'Que experiências e atividades do seu currículo você destacaria para esta vaga?',
    activitiesAnswer: 'Trabalhei {roles}.',
    moveQuestion:
      'Seu currículo mostra a mudança de {older} para {newer} ({start}). O que motivou essa mudança, e o que você levou da função anterior?',
    moved: { current: 'Desde {start} trabalho {as}.', past: 'A partir de {start} trabalhei {as}.' },
    directedProjects: {
      question: {
        one: 'Seu currículo indica que coordenou um projeto de pesquisa. Como organizou o trabalho e que resultados obteve?',
        several:
          'Seu currículo indica que coordenou projetos de pesquisa. Como organizou o trabalho e que resultados obteve?',
      },
      first: 'Fui {role} do projeto {quoted}{period}.',
      next: 'Também fui {role} do projeto {quoted}{period}.',
    },
  },
  admin: {
    degreeTitle: 'Verificação da formação',
    degreeQuestion:
      'Seu currículo indica {study}. Pode confirmar o curso, a instituição e o ano em que o concluiu ou espera concluí-lo?',
    studiesTitle: 'Formação',
    studiesQuestion: 'Seu currículo indica estudos {study}. Que diploma obteve, ou quando espera obtê-lo?',
    noDegreeTitle: 'Formação mais alta',
    noDegreeQuestion:
      'Seu currículo não indica um diploma. Qual é a sua formação mais alta concluída, e onde e quando a obteve?',
    certificationTitle: 'Certificação',
    certificationQuestion: 'Seu currículo indica {quoted}. Ainda é válida, e que entidade a emitiu?',
    languagesTitle: 'Idiomas',
    languagesQuestion: {
      one: 'Seu currículo indica {languages}. Pode confirmar esse nível, e tem algum certificado que o comprove?',
      several:
        'Seu currículo indica {languages}. Pode confirmar esses níveis, e tem algum certificado que os comprove?',
    },
    currentTitle: 'Emprego atual',
    currentQuestion:
      'Seu currículo indica que você trabalha como {role}{period}. Continua nesse cargo, e que aviso prévio precisaria dar?',
    datesTitle: 'Datas de emprego',
    latestDatesQuestion: 'Seu currículo indica {role}{period}. Pode confirmar estas datas e o seu cargo?',
    previousDatesQuestion:
      'Seu currículo indica {role}{period}. Pode confirmar as datas e o seu cargo nessa função?',
    undatedQuestion:
      'Seu currículo indica {role} sem datas. Em que período ocupou esse cargo, e com que função?',
    historyTitle: 'Histórico profissional',
    historyQuestion:
      'Seu currículo não indica empregos com datas. Pode indicar seus empregadores, cargos e datas dos últimos cinco anos?',
    authorisationTitle: 'Autorização de trabalho',
    authorisationQuestion:
      'Você tem autorização para trabalhar no país onde esta vaga está, ou precisaria de patrocínio de visto agora ou no futuro?',
    preferencesTitle: 'Preferências de trabalho',
    preferencesQuestion:
      'Prefere trabalho remoto, híbrido ou presencial, e estaria disposto(a) a se mudar{from}?',
    fromPlace: ' de {location}',
    salaryTitle: 'Pretensão salarial',
    salaryQuestion: 'Qual é a sua pretensão salarial para o próximo cargo?',
    availabilityTitle: 'Disponibilidade',
    availabilityQuestion: 'Quando você poderia começar em um novo cargo?',
  },
};
