import type { BankCompetency } from './types.ts';

export const peopleCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Human Resources and Recruiting',
    domain: 'people',
    keywords: [
      'human resources',
      'HR',
      'recruiting',
      'recruitment',
      'recruiter',
      'talent acquisition',
      'employee relations',
      'hris',
      'recursos humanos',
      'reclutamiento',
      'selección de personal',
      'ressources humaines',
      'recrutement',
      'recruteur',
      'embauche',
      'risorse umane',
      'reclutamento',
      'selezione del personale',
    ],
    // Recruiting a study's participants or sample ('reclutamiento de la muestra', 'participant recruitment') is a
    // researcher's fieldwork: it asks nothing of hiring staff.
    otherSense: {
      after:
        /^\s+(?:(?:of|for|de|des|du|del|dei|degli|della|delle|di)\s+(?:(?:the|our|la|las|los|el|les|le|il|lo|gli|l')\s*)?)?(?:(?:study|research|survey|trial|clinical)\s+)?(?:participants?|sample|subjects|respondents|interviewees|patients|muestras?|participantes|encuestad[oa]s|entrevistad[oa]s|sujetos|pacientes|echantillons?|repondants|enquetes|partecipanti|campione|intervistati|pazienti)\b/,
      before: /\b(?:participant|participants|study|sample|trial|patient|respondent|survey|research)\s+$/,
    },
    questions: {
      basic: {
        question: 'What makes an interview a structured interview?',
        answer:
          'Every candidate is asked the same job-related questions and answers are scored against set criteria',
        distractors: [
          "The conversation flows freely, following the candidate's answers, to build rapport and see their real personality",
          'Candidates are deliberately put under stress',
          'References are checked before the interview starts',
        ],
        explanation:
          'Consistent questions and scoring make candidates comparable and reduce bias; research finds structured interviews predict job performance better than unstructured ones.',
      },
      intermediate: {
        question:
          "Which type of interview question is 'Tell me about a time you handled a difficult customer'?",
        answer: 'A behavioural question',
        distractors: ['A hypothetical question', 'A leading question', 'A closed question'],
        explanation:
          'Behavioural questions ask for real past situations, on the principle that past behaviour predicts future behaviour; hypothetical ones ask "what would you do if...".',
      },
      advanced: {
        question:
          'Twelve employees left during a year in which the average headcount was 80. What was the annual turnover rate?',
        answer: '15%',
        distractors: ['12%', '8%', '20%'],
        explanation: 'Turnover rate = leavers / average headcount x 100 = 12 / 80 x 100.',
      },
    },
  },
  {
    competency: 'Employment Law and HR Compliance',
    domain: 'people',
    keywords: [
      'employment law',
      'labor law',
      'labour law',
      'hr policies',
      'hr policy',
      'hr compliance',
      'disciplinary',
      'grievance',
      'grievances',
      'employee handbook',
      'legislación laboral',
      'derecho laboral',
    ],
    questions: {
      basic: {
        question: 'Why should every step of a disciplinary process be documented?',
        answer: 'To show the process was fair and consistent if the decision is challenged',
        distractors: [
          'Because an employee cannot be disciplined unless they sign the written record',
          'To share the details with the rest of the team',
          'Because documents replace the need to hear the employee',
        ],
        explanation:
          'Records of the allegation, the meeting and the outcome are the evidence of a fair process before a tribunal or court.',
      },
      intermediate: {
        question:
          'A manager asks you to reject a candidate because she is pregnant. What is the right response?',
        answer: 'Refuse: it would be unlawful discrimination; assess her on the job criteria only',
        distractors: [
          'Agree, provided the rejection letter gives a different reason',
          'Agree if the role is temporary',
          'Ask the candidate whether she plans to take maternity leave, and decide on the basis of her answer',
        ],
        explanation:
          'Pregnancy is a protected characteristic in most jurisdictions; hiring decisions must rest on job-related criteria.',
      },
      advanced: {
        question:
          'What is the main risk of classifying a worker as an independent contractor when they work like an employee?',
        answer: 'Misclassification: back taxes, benefits and penalties become due',
        distractors: [
          'The contractor automatically becomes a shareholder of the company after two years of continuous work',
          'The company must pay the contractor twice the market rate',
          'There is no risk if the contract calls them a contractor',
        ],
        explanation:
          'Authorities look at how the work is actually done (control, integration, exclusivity), not the contract label; misclassified workers are owed employment rights and taxes.',
      },
    },
  },
];
