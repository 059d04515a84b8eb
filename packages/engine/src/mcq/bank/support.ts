import type { BankCompetency } from './types.ts';

export const supportCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Technical Troubleshooting',
    domain: 'support',
    keywords: [
      'troubleshooting',
      'troubleshoot',
      'debugging',
      'debug',
      'technical support',
      'support engineer',
      'technical issues',
      'parsing logs',
      'root cause',
      'incident',
      'soporte técnico',
      'resolución de incidencias',
    ],
    questions: {
      basic: {
        question: "A customer reports that an application 'stopped working'. What should you do first?",
        answer: 'Gather specifics: the exact error, when it started and what changed',
        distractors: [
          'Ask them to reinstall the application straight away',
          'Escalate the ticket to engineering immediately so a developer can look at it',
          'Tell them the problem is probably on their side',
        ],
        explanation:
          'Precise symptoms, timing and recent changes narrow the possible causes before any fix is tried.',
      },
      intermediate: {
        question: 'A website returns HTTP 502 Bad Gateway. What does that usually indicate?',
        answer: 'A proxy or gateway received an invalid response from the upstream server',
        distractors: [
          'The user is not authorised to view the page',
          'The requested page does not exist',
          'The browser sent a request with malformed syntax, so the web server refused to process it at all',
        ],
        explanation:
          '502 comes from an intermediary (load balancer, reverse proxy); 401/403 are authorisation, 404 is not found and 400 is a bad request.',
      },
      advanced: {
        question:
          'A service slows down steadily over several hours, then is fast again right after each restart. What should you investigate first?',
        answer: 'A resource leak, such as memory or connections that are never released',
        distractors: [
          'A DNS record pointing to the wrong server',
          'An expired TLS certificate',
          'A typo in the configuration file',
        ],
        explanation:
          'Gradual degradation that a restart resets points to accumulating state (memory, file handles, connection pools); the other causes fail immediately and constantly.',
      },
    },
  },
  {
    competency: 'Customer Service',
    domain: 'support',
    keywords: [
      'customer support',
      'customer service',
      'customer satisfaction',
      'customer experience',
      'customer success',
      'csat',
      'help desk',
      'helpdesk',
      'support tickets',
      'ticketing',
      'Zendesk',
      'atención al cliente',
      'servicio al cliente',
      'experiencia del cliente',
      'service client',
      'service à la clientèle',
      'relations avec les usagers',
      'accueil des publics',
      // Polish and Scandinavian boards: serving and advising customers.
      'obsługa klienta',
      'obsługi klienta',
      'obsługa klientów',
      'obsługi klientów',
      'doradzanie klientom',
      'doradzenie klientom',
      'kundeservice',
      'kundebehandling',
      'kundtjänst',
      'kundservice',
      // Thai serving customers ('ให้บริการลูกค้า', 'ฝ่ายบริการลูกค้า') and after-sales service.
      'บริการลูกค้า',
      'บริการหลังการขาย',
    ],
    questions: {
      basic: {
        question: 'What does a CSAT (customer satisfaction) score measure?',
        answer: 'How satisfied customers are with a specific interaction or service',
        distractors: [
          'How likely customers are to recommend the company to friends or colleagues',
          'How much time the team spends on each ticket',
          'How many customers cancel each month',
        ],
        explanation:
          'CSAT asks about satisfaction with a particular experience; likelihood to recommend is NPS, and cancellations are churn.',
      },
      intermediate: {
        question:
          'A customer is frustrated because their issue is still unresolved after several days. How should your reply begin?',
        answer: 'Acknowledge the frustration and the delay, then say clearly what happens next and when',
        distractors: [
          "Quote the company's policy on response times",
          'Apologise repeatedly without committing to anything',
          'Ask them to describe the issue again from the very beginning, so that nothing in the history is missed',
        ],
        explanation:
          'Empathy plus a concrete next step and time restores trust; policies, empty apologies or making the customer repeat themselves add frustration.',
      },
      advanced: {
        question:
          'Which metric best shows whether customers get their problems solved without having to contact support again?',
        answer: 'First contact resolution rate',
        distractors: [
          'Average handle time',
          'Number of tickets created',
          'Customer satisfaction score from the survey sent after each ticket is closed',
        ],
        explanation:
          'First contact resolution counts issues solved in the first interaction; handle time measures effort, ticket volume measures demand, and a satisfied customer may still have had to call back.',
      },
    },
  },
  {
    competency: 'Contact Center Operations',
    domain: 'support',
    keywords: [
      'contact center',
      'contact centre',
      'call center',
      'call centre',
      'omnichannel',
      'average handle time',
      'first call resolution',
      'first contact resolution',
      'ivr',
      'centro de contacto',
      'centro de llamadas',
      'centre d’appels',
      "centre d'appels",
      'centre de contact',
    ],
    questions: {
      basic: {
        question: 'A contact center reports its "service level" as 80/20. What does that mean?',
        answer: '80% of calls are answered within 20 seconds',
        distractors: [
          '80% of callers rate the service 20 points above the industry average',
          'Agents spend 80% of their shift on calls and 20% on other work',
          '80% of issues are solved on the first call and 20% need a call back',
        ],
        explanation:
          'Service level is the share of contacts answered within a target time; 80/20 (80% within 20 seconds) is the classic benchmark. Occupancy and first-contact resolution are other measures.',
      },
      intermediate: {
        question:
          'Which of these measures tells you most directly whether customers have to contact you again about the same issue?',
        answer: 'First-contact resolution rate',
        distractors: [
          'Average speed of answer',
          'Agent occupancy',
          'Average handle time, measured across all channels',
        ],
        explanation:
          'First-contact resolution (FCR) is the share of issues solved in the first contact; a low FCR means repeat contacts, which raise volume and lower satisfaction. Fast answers or short calls can hide it.',
      },
      advanced: {
        question:
          'Calls wait longer every Monday morning although the weekly staff hours match the weekly call volume. What is the usual fix?',
        answer:
          'Forecast volume by interval and schedule agents to each half-hour’s demand (Erlang C or similar)',
        distractors: [
          'Tell agents to shorten every call so more of them can be answered in the same hours',
          'Add the same number of agents to every shift of the week until the Monday queue clears, accepting idle time on the quieter days',
          'Switch off the IVR on Mondays so callers reach an agent sooner',
        ],
        explanation:
          'Staffing must follow the intraday and weekday pattern of arrivals, not the weekly total: workforce management forecasts volume per interval and sizes each interval with Erlang C against the service-level target.',
      },
    },
  },
];
