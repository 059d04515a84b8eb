import type { BankCompetency } from './types.ts';

export const productCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Product Management',
    domain: 'product',
    keywords: [
      'product management',
      'product manager',
      'product owner',
      'roadmap',
      'product strategy',
      'product discovery',
      'okr',
      'user stories',
      'product backlog',
      'go to market',
      'product market fit',
      'gestión de producto',
      'responsable de producto',
    ],
    questions: {
      basic: {
        question: 'What is a product roadmap?',
        answer: 'A plan showing the direction and priorities of a product over time',
        distractors: [
          'A detailed list of every open bug',
          'A diagram of the technical architecture of the product, showing which services call which and where data is stored',
          "A contract setting out the product's price",
        ],
        explanation:
          'A roadmap communicates where the product is going and why, in priority order, to the team and stakeholders.',
      },
      intermediate: {
        question: 'How is a RICE prioritisation score calculated?',
        answer: 'Reach times Impact times Confidence, divided by Effort',
        distractors: [
          'Revenue plus Innovation, minus Cost and Effort',
          'Risk times Impact times Complexity times Effort',
          'Reach plus Interest plus Conversion plus Engagement',
        ],
        explanation:
          'RICE (popularised by Intercom) weighs how many people a change reaches, how much it helps, how sure you are, against the work it takes.',
      },
      advanced: {
        question: 'What distinguishes an outcome-based roadmap from a feature-based roadmap?',
        answer:
          'It commits to problems to solve and measurable results rather than to specific features and dates',
        distractors: [
          'It lists only features that have already shipped',
          'It is shared only with engineering and never with customers, so it can change without any communication',
          'It fixes every release date for the next two years',
        ],
        explanation:
          'Outcome roadmaps state the change in user or business results sought (e.g. "cut onboarding drop-off"), leaving teams free to find the best solution.',
      },
    },
  },
  {
    competency: 'UX and Product Design',
    domain: 'product',
    keywords: [
      'ux',
      'ui',
      'user experience',
      'user interface',
      'product design',
      'product designer',
      'interaction design',
      'visual design',
      'usability',
      'usability testing',
      'wireframe',
      'wireframing',
      'prototyping',
      'Figma',
      'user personas',
      'journey mapping',
      'design system',
      'user research',
      'experiencia de usuario',
      'diseño ux',
      'diseño de producto',
      'diseñador',
    ],
    questions: {
      basic: {
        question: 'What is the main purpose of a wireframe?',
        answer: "To lay out a screen's structure and content before the visual design",
        distractors: [
          'To specify the final colours, typography and imagery used on every screen',
          'To document the database schema behind the screen',
          'To measure how fast the page loads',
        ],
        explanation:
          'Wireframes are low-fidelity layouts used to agree on structure, hierarchy and flow cheaply, before visual polish.',
      },
      intermediate: {
        question:
          'According to Nielsen Norman Group, about how many participants are usually enough for one round of qualitative usability testing?',
        answer: 'About 5',
        distractors: ['About 20', 'About 50', 'At least 100'],
        explanation:
          'Five users typically reveal most usability problems; it is better to run several small rounds, fixing issues in between, than one large study.',
      },
      advanced: {
        question: 'Under WCAG 2.1 level AA, what is the minimum contrast ratio for normal-size body text?',
        answer: '4.5:1',
        distractors: ['3:1', '7:1', '2:1'],
        explanation:
          'AA requires 4.5:1 for normal text and 3:1 for large text; 7:1 is the stricter AAA level.',
      },
    },
  },
  {
    competency: 'Agile and Scrum',
    domain: 'product',
    // The Finnish 'ketterä' (agile), inflected: 'ketterästä ohjelmistokehityksestä', 'ketterät menetelmät'.
    keywords: [
      'agile',
      'scrum',
      'scrum master',
      'kanban',
      'sprint',
      'metodologías ágiles',
      'ágil',
      'ketter*',
    ],
    questions: {
      basic: {
        question: 'In Scrum, what is a sprint?',
        answer: 'A fixed time-box of one month or less in which the team creates a usable increment',
        distractors: [
          'A planning meeting in which the whole team estimates all of the remaining work for the rest of the project',
          'A period of overtime just before a release',
          "A document that lists the product's requirements",
        ],
        explanation:
          'The Scrum Guide defines sprints as fixed-length events of one month or less; a new sprint starts as soon as the previous one ends.',
      },
      intermediate: {
        question: 'Who is accountable for ordering the Product Backlog in Scrum?',
        answer: 'The Product Owner',
        distractors: ['The Scrum Master', 'The Developers', 'The stakeholders, by vote'],
        explanation:
          'The Product Owner is accountable for maximising value and for the content and order of the Product Backlog, though others may help refine it.',
      },
      advanced: {
        question: 'What is the main purpose of limiting work in progress (WIP) on a Kanban board?',
        answer: 'To expose bottlenecks and shorten cycle time by finishing work before starting more',
        distractors: [
          'To make sure every team member always has several tasks',
          'To cap the number of items in the backlog',
          'To stop the team from taking on urgent work',
        ],
        explanation:
          "By Little's law, less work in progress at the same throughput means shorter cycle times; WIP limits also make blocked stages visible.",
      },
    },
  },
];
