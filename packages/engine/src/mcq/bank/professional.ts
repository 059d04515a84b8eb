import type { BankCompetency } from './types.ts';

/** General professional competencies: asked by almost every role, and the fallback when nothing else matches. */
export const professionalCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Communication',
    domain: 'professional',
    // Not bare 'communication': technical documents speak of communication protocols and frameworks.
    keywords: [
      'communication skills',
      'communicator',
      'written communication',
      'verbal communication',
      'interpersonal',
      'presentation skills',
      'public speaking',
      'communicate',
      'comunicación',
      'habilidades comunicativas',
      'communiquer',
      'compétences en communication',
      'habiletés interpersonnelles',
    ],
    questions: {
      basic: {
        question: 'In active listening, what is the main purpose of paraphrasing what the other person said?',
        answer: 'To confirm that you understood their message correctly',
        distractors: [
          'To show that you know more about the topic',
          'To keep the conversation moving and bring it to an end more quickly',
          'To avoid having to ask any questions',
        ],
        explanation:
          'Paraphrasing checks understanding and shows the speaker they were heard, so misunderstandings are corrected early.',
      },
      intermediate: {
        question:
          'You must tell a busy executive by email that a project will miss its deadline. How should you structure it?',
        answer: 'Lead with the news and its impact, then the reason and the proposed next steps',
        distractors: [
          'Start with the full project history, week by week, so the context is clear before the executive reads the news',
          'Keep the message vague so that it does not cause alarm',
          'List every technical detail first and let the reader draw the conclusion',
        ],
        explanation:
          'Busy readers need the key message and what it means first ("bottom line up front"); the detail follows for those who need it.',
      },
      advanced: {
        question:
          'A stakeholder reacts angrily in a meeting to a decision you have just communicated. What is the most effective first response?',
        answer: 'Acknowledge the concern, ask what specifically worries them, and agree on a follow-up',
        distractors: [
          'Repeat the decision more firmly so there is no ambiguity',
          'Move straight on to the next agenda item to avoid escalation',
          'Point out that senior management has already approved the decision, so the discussion can move on without delay',
        ],
        explanation:
          'Acknowledging and exploring the concern lowers the tension and surfaces the real objection, which can then be handled properly.',
      },
    },
  },
  {
    competency: 'Teamwork',
    domain: 'professional',
    keywords: [
      'teamwork',
      'team player',
      'collaboration',
      'collaborative',
      'collaborate',
      'cross functional',
      'trabajo en equipo',
      'travail en équipe',
      'travailler en équipe',
      "esprit d'équipe",
      'colaboración',
    ],
    questions: {
      basic: {
        question:
          'A teammate is struggling to finish their part of a shared task and the deadline is close. What is the most constructive action?',
        answer: 'Offer help and agree together how to split the remaining work',
        distractors: [
          'Wait, and report the delay to the manager once the deadline has passed',
          'Quietly redo their work yourself without telling them',
          'Focus only on your own part, since theirs is their responsibility',
        ],
        explanation:
          'The team shares the outcome: offering help openly and replanning together protects the deadline and the working relationship.',
      },
      intermediate: {
        question: "In Tuckman's model of team development, which stage comes directly after 'forming'?",
        answer: 'Storming',
        distractors: ['Norming', 'Performing', 'Adjourning'],
        explanation:
          "Tuckman's stages are forming, storming, norming and performing (adjourning was added later): conflict surfaces before the team settles its norms.",
      },
      advanced: {
        question: "What does 'psychological safety' in a team mean?",
        answer:
          'Members believe they can speak up, ask questions or admit mistakes without being punished or humiliated',
        distractors: [
          'Every member of the team has a guaranteed job',
          'The team avoids all conflict and disagreement',
          'Only the team lead may raise concerns with management, which protects members from blame when things go wrong',
        ],
        explanation:
          "Amy Edmondson's term for a shared belief that the team is safe for interpersonal risk-taking; Google's Project Aristotle found it the strongest predictor of team effectiveness.",
      },
    },
  },
  {
    competency: 'Leadership',
    domain: 'professional',
    keywords: [
      'leadership',
      'team lead',
      'lead a team',
      'people management',
      'mentoring',
      'mentor',
      'coaching',
      'liderazgo',
      'liderar equipos',
      // German leads a team with 'Führung' ('Führung des ärztlichen Teams', 'Mitarbeiterführung').
      'führung',
      'führungserfahrung',
      'mitarbeiterführung',
      'personalführung',
      'teamleitung',
    ],
    questions: {
      basic: {
        question: 'What does effective delegation involve?',
        answer: 'Assigning a task with clear expectations and authority, and staying available for support',
        distractors: [
          'Handing off the tasks you dislike without explanation',
          'Assigning a task and then checking every step the person takes, so that mistakes are caught as early as possible',
          'Keeping every important task yourself and delegating only trivial ones',
        ],
        explanation:
          'Delegation works when the person knows the expected outcome, has the authority to act, and can ask for help; micromanaging undoes it.',
      },
      intermediate: {
        question:
          'In situational leadership, which style suits a team member who is highly skilled but has lost motivation?',
        answer: 'Supporting: involve them in decisions and encourage them, with little direction',
        distractors: [
          'Directing: give detailed instructions and supervise closely',
          'Delegating: leave them entirely alone with the work',
          'Coaching: give detailed instructions and close supervision, along with plenty of praise and encouragement',
        ],
        explanation:
          'In the Hersey-Blanchard model, high competence with variable commitment calls for low direction and high support (the supporting style).',
      },
      advanced: {
        question:
          'What is the main purpose of giving feedback with the SBI (Situation-Behavior-Impact) model?',
        answer: 'To describe a specific, observable behaviour and its effect rather than judging the person',
        distractors: [
          'To rank employees against each other for performance reviews, using observed behaviour instead of opinions',
          "To set the person's goals for the next year",
          'To document misconduct as evidence for disciplinary action',
        ],
        explanation:
          'SBI keeps feedback factual (when and where, what the person did, what it caused), which makes it easier to hear and act on.',
      },
    },
  },
  {
    competency: 'Project Management',
    domain: 'professional',
    keywords: [
      'project management',
      'project manager',
      'project planning',
      'pmp',
      'prince2',
      'stakeholder management',
      // Norwegian, Danish, Swedish and Polish.
      'prosjektledelse',
      'prosjektleder',
      'projektledelse',
      'projektleder',
      'projektledning',
      'projektledare',
      'zarządzanie projektami',
      'kierownik projektu',
      'gestión de proyectos',
      'jefe de proyecto',
      'gestion de projet',
      'gestion de projets',
      'chef de projet',
      'planificación',
    ],
    questions: {
      basic: {
        question: "What does 'scope creep' mean in a project?",
        answer:
          "Uncontrolled growth of a project's requirements without matching changes to time, budget or resources",
        distractors: [
          "A gradual reduction of the project's budget",
          'Delays caused by team members leaving the project',
          "The planned sequence of the project's phases",
        ],
        explanation:
          'Scope creep is unmanaged change: new requirements are added without a change process, so schedule and budget no longer fit.',
      },
      intermediate: {
        question: "What is the 'critical path' of a project schedule?",
        answer: 'The longest chain of dependent tasks, which sets the minimum project duration',
        distractors: [
          'The list of tasks with the highest cost',
          'The tasks assigned to the project manager personally because they carry the most risk',
          'The shortest chain of tasks from project start to finish',
        ],
        explanation:
          'Tasks on the critical path have no slack: delaying any of them delays the whole project.',
      },
      advanced: {
        question:
          'In earned value management, a project has a Schedule Performance Index of 0.8 and a Cost Performance Index of 1.1. What does this indicate?',
        answer: 'It is behind schedule and under budget',
        distractors: [
          'It is ahead of schedule and over budget',
          'It is behind schedule and over budget',
          'It is ahead of schedule and under budget',
        ],
        explanation:
          'SPI = EV / PV below 1 means less work done than planned; CPI = EV / AC above 1 means the work done cost less than budgeted.',
      },
    },
  },
  {
    competency: 'Problem Solving',
    domain: 'professional',
    keywords: [
      'problem solving',
      'problem solver',
      'solve problems',
      'analytical thinking',
      'critical thinking',
      'root cause analysis',
      'resolución de problemas',
      'résolution de problèmes',
      'esprit critique',
      'pensamiento crítico',
      'pensamiento analítico',
    ],
    questions: {
      basic: {
        question: 'What is the first step of a structured problem-solving process?',
        answer: 'Define the problem clearly',
        distractors: [
          'Brainstorm as many solutions as possible',
          'Implement the quickest available fix',
          'Find out who caused the problem',
        ],
        explanation:
          'A clearly defined problem (what, where, how big, since when) keeps the analysis and the solutions focused on the right thing.',
      },
      intermediate: {
        question: "What is the purpose of the '5 Whys' technique?",
        answer: 'To find the root cause of a problem by repeatedly asking why it happened',
        distractors: [
          'To generate five alternative solutions to compare',
          'To rank five options in order of priority',
          'To check a proposed solution with five stakeholders',
        ],
        explanation:
          'Asking "why" of each answer in turn moves past symptoms towards the underlying cause, which is what a lasting fix must address.',
      },
      advanced: {
        question: 'When you run a Pareto analysis of customer complaints, what are you usually looking for?',
        answer: 'The few causes that account for most of the complaints',
        distractors: [
          'The average number of complaints per customer',
          'The complaints that are cheapest to fix',
          'Equal weights for every cause so that no complaint is ignored',
        ],
        explanation:
          'The Pareto (80/20) principle: a small number of causes usually produce most of the effect, so fixing them first gives the biggest gain.',
      },
    },
  },
  {
    competency: 'Time Management',
    domain: 'professional',
    keywords: [
      'time management',
      'prioritization',
      'prioritisation',
      'prioritize',
      'prioritise',
      'organizational skills',
      'organisational skills',
      'multitasking',
      'deadlines',
      'gestión del tiempo',
    ],
    questions: {
      basic: {
        question: 'In the Eisenhower matrix, which tasks should you do first?',
        answer: 'Tasks that are both urgent and important',
        distractors: [
          'Tasks that are urgent but not important',
          'Tasks that are important but not urgent',
          'Tasks that are neither urgent nor important',
        ],
        explanation:
          'Urgent and important: do now; important but not urgent: schedule; urgent but not important: delegate; neither: drop.',
      },
      intermediate: {
        question: 'What is the Pomodoro technique?',
        answer: 'Working in focused intervals, traditionally 25 minutes, separated by short breaks',
        distractors: [
          'Doing the hardest task of the day first',
          'Planning the whole week on Sunday evening',
          'Doing at once any task that takes less than two minutes',
        ],
        explanation:
          "Francesco Cirillo's method uses a timer for focused sprints with a short break after each and a longer one after four.",
      },
      advanced: {
        question: "What does Parkinson's law say about work?",
        answer: 'It expands to fill the time available for its completion',
        distractors: [
          'It always takes twice as long as estimated',
          'Its quality rises steadily with the amount of time spent on it',
          'It shrinks as the team grows',
        ],
        explanation:
          "Cyril Northcote Parkinson's observation is why tight but realistic deadlines and time-boxing improve focus.",
      },
    },
  },
];
