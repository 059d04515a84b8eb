import type { BankCompetency } from './types.ts';

export const legalCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Legal Research and Drafting',
    domain: 'legal',
    keywords: [
      'legal research',
      'case law',
      'statutes',
      'litigation',
      'paralegal',
      'legal assistant',
      'pleadings',
      'discovery requests',
      'legal docket',
      'legal documents',
      'briefs',
      'westlaw',
      'lexisnexis',
      'attorney',
      'lawyer',
      'law firm',
      'investigación jurídica',
      'abogado',
      'informatica giuridica',
      'affari legali',
      'affari giuridici',
      'materie giuridiche',
      'atti normativi',
      'quadro normativo',
      'processo legislativo',
      'documenti legislativi',
      'legislazione',
    ],
    // A designer's or an agency's 'interpret briefs', 'creative briefs': what a client asks for, not a court filing.
    otherSense: {
      before: /\b(?:interpret(?:s|ing)?|creative|design|client|project|marketing|campaign|from)\s+$/,
    },
    questions: {
      basic: {
        question: 'In a common-law system, what is a binding precedent?',
        answer: 'A decision of a higher court that lower courts must follow on the same point of law',
        distractors: [
          'Any earlier decision on a similar matter, whichever court made it and in whichever country it was decided',
          'A statute passed by the legislature',
          "A lawyer's opinion on how a court is likely to rule",
        ],
        explanation:
          'Under stare decisis, courts are bound by decisions of higher courts in the same hierarchy on the same legal question; other decisions are only persuasive.',
      },
      intermediate: {
        question: 'What is the purpose of discovery in civil litigation?',
        answer: 'To let each party obtain relevant evidence held by the other before trial',
        distractors: [
          'To decide the amount of damages once the judge has found one party liable',
          'To choose the judge who will hear the case',
          'To settle the case without going to court, through a neutral mediator both parties pay for',
        ],
        explanation:
          'Discovery (document requests, interrogatories, depositions) exchanges evidence before trial so that neither side is surprised and issues can be narrowed.',
      },
      advanced: {
        question: 'When citing a case in a brief, why must you check that it is still good law?',
        answer: 'A later decision may have overruled, reversed or limited it',
        distractors: [
          'Courts only accept citations to cases decided in the last ten years, so older authority must be replaced',
          'Cases lose their authority once the judge who decided them retires',
          'A case cannot be cited once it has been published in a law report',
        ],
        explanation:
          'Citators such as Shepard’s or KeyCite show whether a case has been overruled, reversed or distinguished; relying on bad law weakens the argument and can mislead the court.',
      },
    },
  },
  {
    competency: 'Contract Drafting and Review',
    domain: 'legal',
    keywords: [
      'contract drafting',
      'drafting contracts',
      'contract review',
      'reviewing contracts',
      'revise contracts',
      'contract administration',
      'contract management',
      'commercial contracts',
      'redlining',
      'redlines',
      'nda',
      'non-disclosure agreements',
      'master services agreement',
      'redacción de contratos',
      'gestión de contratos',
      'gestion des contrats',
      'rédaction de contrats',
    ],
    questions: {
      basic: {
        question: 'Which elements are needed to form a legally binding contract under common law?',
        answer: 'Offer, acceptance, consideration and an intention to create legal relations',
        distractors: [
          "A signature from each party's lawyer on every page of the written document",
          'A written document signed before a notary',
          'Offer and payment in full',
        ],
        explanation:
          'A contract needs an offer, its acceptance, something of value exchanged (consideration) and an intention to be legally bound; most contracts need no particular form.',
      },
      intermediate: {
        question: 'What does an indemnity clause do?',
        answer: 'It makes one party cover specified losses or claims suffered by the other',
        distractors: [
          'It caps the total amount either party can ever claim under the contract, whatever the cause of the loss',
          'It sets the date on which the contract ends',
          'It names the court that will hear any dispute',
        ],
        explanation:
          'An indemnity is a promise to compensate the other party for defined losses (often third-party claims); a limitation of liability clause is what caps damages.',
      },
      advanced: {
        question:
          'When reviewing a counterparty’s draft, why should you compare it against the previous version rather than reread it from scratch?',
        answer: 'Unflagged edits can slip in; a comparison shows every change, marked or not',
        distractors: [
          'Rereading a draft from scratch is not allowed once negotiations have started',
          'Comparison tools also check that every clause is enforceable in every jurisdiction the parties trade in',
          'Only the final version of a contract can be legally binding',
        ],
        explanation:
          'Running a comparison (redline) against the last version you sent catches changes the other side did not mark, which is a common source of disputes.',
      },
    },
  },
];
