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
    // researcher's fieldwork: it asks nothing of hiring staff. A notice's title announcing that it recruits ('[Notice] Lab
    // Member Recruiting', 'Announcement: Group Recruitment') is the notice, not the work: a lab's postdoc hires no one.
    otherSense: {
      after:
        /^\s+(?:(?:of|for|de|des|du|del|dei|degli|della|delle|di)\s+(?:(?:the|our|la|las|los|el|les|le|il|lo|gli|l')\s*)?)?(?:(?:study|research|survey|trial|clinical)\s+)?(?:participants?|sample|subjects|respondents|interviewees|patients|muestras?|participantes|encuestad[oa]s|entrevistad[oa]s|sujetos|pacientes|echantillons?|repondants|enquetes|partecipanti|campione|intervistati|pazienti)\b/,
      before:
        /\b(?:participant|participants|study|sample|trial|patient|respondent|survey|research)\s+$|(?:\bnotice|\bannouncement)\]?:?\s+(?:[a-z]+\s+){0,3}$/,
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
  {
    // Those who build training for working teams and lead them through a change (sales force excellence and
    // enablement, learning and development, change managers): the needs, the modules and whether the new way sticks.
    competency: 'Training Design and Change Management',
    domain: 'people',
    keywords: [
      'change management',
      'training needs',
      'training modules',
      'training design',
      'design training',
      // Not 'sales training' nor 'sales enablement': such a line names B2B Sales too, which then leads and leaves
      // this group, another field's named on one line, out. The title family reads those titles.
      'enablement programmes',
      'enablement programs',
      'enablement content',
      'learning and development',
      'instructional design',
      'train the trainer',
      'gestión del cambio',
      'necesidades de formación',
      'necesidades de capacitación',
      'gestion du changement',
      'besoins en formation',
      'ingénierie de formation',
      'veränderungsmanagement',
      'schulungsbedarf',
      'schulungskonzepte',
    ],
    // IT service management's 'incident, problem and change management' and 'change management process' handle
    // change requests to systems, not people adopting a new way of working.
    otherSense: {
      before: /\b(?:incident|problem|release|configuration|itil|itsm)\b[\w\s,&/]{0,30}$/,
      after: /^\s+(?:process(?:es)?|requests?|tickets?|records?|board)\b/,
    },
    questions: {
      basic: {
        question:
          'Before building a training module for a sales team, what does a training needs analysis establish?',
        answer: 'The gap between what the work requires and what the team can do today',
        distractors: [
          'Which learning platform the company should buy for all of its teams',
          'How many hours of training each salesperson is owed under their employment contract',
          'The order in which the slides of the module will be shown',
        ],
        explanation:
          'A needs analysis compares the performance the work calls for with the current one, so the training targets the real gap (and shows where training is not the answer, such as a missing tool).',
      },
      intermediate: {
        question:
          "In Kirkpatrick's four levels of training evaluation, which level asks whether people apply what they learned in their daily work?",
        answer: 'Level 3, Behaviour',
        distractors: ['Level 1, Reaction', 'Level 2, Learning', 'Level 4, Results'],
        explanation:
          'Reaction is how participants felt, Learning what they can show at the end, Behaviour what changes on the job, and Results the effect on the business.',
      },
      advanced: {
        question:
          "After a well-attended launch training, a consumer care team used the new call process well for a month, then drifted back to the old one. In Prosci's ADKAR model, which element most needs work?",
        answer: 'Reinforcement: coaching, recognition and follow-up that keep the new way in place',
        distractors: [
          'Awareness: a clearer message from leadership on why the call process had to change',
          'Knowledge: the same launch training run again for the whole team',
          'Ability: more practice calls with a trainer before the team goes live',
        ],
        explanation:
          'They knew why, knew how and could do it, as the first month showed; the new way faded because nothing sustained it (coaching, recognition, metrics and managers asking for it), which is the reinforcement stage.',
      },
    },
  },
];
