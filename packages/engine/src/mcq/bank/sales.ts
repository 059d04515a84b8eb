import type { BankCompetency } from './types.ts';

export const salesCompetencies: readonly BankCompetency[] = [
  {
    competency: 'B2B Sales',
    domain: 'sales',
    keywords: [
      'sales',
      'b2b',
      'account executive',
      'enterprise sales',
      'sales cycle',
      'sales pipeline',
      'quota',
      'prospecting',
      'lead generation',
      'business development',
      'ventas',
      'comercial',
      'ejecutivo de cuentas',
      'captación de clientes',
      // German field and area sales ('im Vertrieb', 'Neukunden gewinnen', 'Verkaufsgespräche zum Abschluss bringen').
      'vertrieb',
      'neukunden',
      'neukundengewinnung',
      'verkaufsgespräche',
      // Vietnamese sales staff and their supervisor, finding new and potential customers; Indonesian and Chinese
      // sales. A business plan ('kế hoạch kinh doanh') or business studies ('quản trị kinh doanh') is no selling.
      'nhân viên kinh doanh',
      'giám sát kinh doanh',
      'khách hàng tiềm năng',
      'tìm kiếm khách hàng',
      'penjualan',
      '销售',
      // Thai selling, sales staff and the sales department ('การขาย', 'พนักงานขาย', 'ฝ่ายขาย').
      'การขาย',
      'พนักงานขาย',
      'ฝ่ายขาย',
    ],
    // A shop's 'sales floor' is where its customers walk and its stockers fill shelves, not business-to-business selling;
    // Thai after-sales service ('บริการหลังการขาย') is the customers' care.
    otherSense: { after: /^ floors?\b/, before: /หลัง$/u },
    questions: {
      basic: {
        question: "In B2B sales, what is 'prospecting'?",
        answer: 'Identifying and contacting potential customers who may need your product',
        distractors: [
          'Negotiating the final price of a deal that is already agreed',
          'Handling support tickets after a sale',
          "Forecasting the company's annual revenue",
        ],
        explanation:
          'Prospecting fills the top of the pipeline: researching and reaching potential buyers before any opportunity exists.',
      },
      intermediate: {
        question: 'In the BANT framework for qualifying an opportunity, what do the letters stand for?',
        answer: 'Budget, Authority, Need, Timeline',
        distractors: [
          'Benefits, Audience, Negotiation, Terms',
          'Budget, Approval, Network, Target',
          'Buyer, Account, Need, Technology',
        ],
        explanation:
          'BANT (from IBM) asks whether the prospect has budget, whether you reach the person with authority to buy, whether there is a real need, and when they will buy.',
      },
      advanced: {
        question: "In a complex enterprise deal, what is the role of a 'champion'?",
        answer:
          'An influential person inside the buying organisation who actively sells your solution internally',
        distractors: [
          'The executive who signs the contract and controls the budget, and who must approve every stage of the deal',
          'The top-performing salesperson on your own team',
          "A competitor's former customer used as a reference",
        ],
        explanation:
          'In MEDDIC and similar methods the champion has influence and a personal stake in your success; the economic buyer, who signs, is a different role.',
      },
    },
  },
  {
    competency: 'Negotiation',
    domain: 'sales',
    keywords: [
      'negotiation',
      'negotiate',
      'negotiating',
      'negotiator',
      'negociación',
      'negociar',
      'négociation',
      'négocier',
    ],
    questions: {
      basic: {
        question: 'What does BATNA stand for in negotiation?',
        answer: 'Best Alternative To a Negotiated Agreement',
        distractors: [
          'Basic Agreement Terms for a New Account',
          'Bargaining Approach That Needs Approval',
          "Buyer's Acceptable Terms for a New Agreement",
        ],
        explanation:
          'Your BATNA is what you will do if this negotiation fails; knowing it tells you when to walk away (Fisher and Ury, Getting to Yes).',
      },
      intermediate: {
        question: "What is the 'ZOPA' in a negotiation?",
        answer: "The zone of possible agreement, where both parties' acceptable ranges overlap",
        distractors: [
          "The seller's opening offer",
          'The point at which one party walks away',
          'A clause that locks the price for the whole contract term',
        ],
        explanation:
          "The ZOPA lies between the seller's minimum and the buyer's maximum; if those ranges do not overlap, no deal is possible.",
      },
      advanced: {
        question:
          'Near the end of a negotiation, the buyer asks for an extra 15% discount. What is generally the best response?',
        answer: 'Trade it for something of value, such as a longer contract term or an earlier signature',
        distractors: [
          'Accept at once to avoid losing the deal',
          'Refuse outright and end the negotiation',
          'Offer a larger discount than the buyer requested, to build goodwill and make sure the deal closes this quarter',
        ],
        explanation:
          'Concessions given for nothing invite more requests and lower your value; conditional trades keep the deal balanced.',
      },
    },
  },
  {
    competency: 'CRM',
    domain: 'sales',
    keywords: [
      'crm',
      'customer relationship management',
      'Salesforce',
      'HubSpot',
      'Pipedrive',
      'Dynamics 365',
      'Zoho',
      'pipeline forecast',
      'gestión de clientes',
    ],
    isToolOfDomain: true,
    questions: {
      basic: {
        question: 'What is the main purpose of a CRM system?',
        answer: 'To keep a shared record of customers, contacts and every interaction with them',
        distractors: [
          "To run the company's payroll",
          "To host the company's public website",
          'To manage the stock levels of a warehouse',
        ],
        explanation:
          'A customer relationship management system centralises accounts, contacts, activities and deals so the whole team works from the same information.',
      },
      intermediate: {
        question: 'In a CRM such as Salesforce, what is the difference between a lead and an opportunity?',
        answer:
          'A lead is an unqualified potential buyer; an opportunity is a qualified potential deal being pursued',
        distractors: [
          'A lead is an existing customer; an opportunity is a new one',
          'They are the same record shown under different names',
          'A lead is a deal that was won and has become revenue; an opportunity is a deal that was lost to a competitor',
        ],
        explanation:
          'Leads are converted into accounts, contacts and opportunities once qualified; opportunities then move through the pipeline stages.',
      },
      advanced: {
        question:
          'The sales forecast in your CRM is consistently too optimistic. Which change is most likely to fix it?',
        answer:
          'Define clear exit criteria for each pipeline stage and base stage probabilities on historical win rates',
        distractors: [
          'Ask representatives to enter only the deals they are completely certain to win, and to delete the rest from the CRM',
          "Raise every representative's quota to compensate",
          'Remove the expected close date from opportunities',
        ],
        explanation:
          'Forecasts inflate when deals advance on optimism; objective stage criteria and probabilities derived from real win rates make them reliable.',
      },
    },
  },
  {
    competency: 'Account Management',
    domain: 'sales',
    keywords: [
      'account manager',
      'account management',
      'key account',
      'key accounts',
      'client retention',
      'customer retention',
      'account retention',
      'upsell',
      'upselling',
      'cross-sell',
      'cross-selling',
      'renewals',
      'client portfolio',
      'gestión de cuentas',
      'gestor de cuentas',
      'cuentas clave',
      'gestionnaire de comptes',
      'gestion de comptes',
      'grands comptes',
      // A German sales post takes over a customer base ('Sie übernehmen einen guten Kundenstamm').
      'kundenstamm',
      'bestandskunden',
    ],
    questions: {
      basic: {
        question: 'What is the main aim of an account manager once a client has signed?',
        answer: 'To keep the client getting value so they renew, and to grow the account over time',
        distractors: [
          'To hand the client over to support and move on to finding new prospects',
          'To sell the client the most expensive package available at the first meeting after signing',
          'To handle the client’s invoices and payment reminders',
        ],
        explanation:
          'Account management is retention and growth: the client keeps seeing value from what they bought, which earns the renewal and room to expand.',
      },
      intermediate: {
        question:
          'A client’s use of your product has dropped by half over three months, and the renewal is in four months. What should you do first?',
        answer:
          'Meet the client to find out why usage fell and agree a plan to get value back before the renewal',
        distractors: [
          'Offer a large discount on the renewal straight away',
          'Wait for the renewal date and raise the subject then, since usage often recovers by itself after a quiet quarter',
          'Escalate the account to your manager as lost',
        ],
        explanation:
          'Falling usage is the clearest early sign of churn; finding its cause while there is time to act beats discounting or waiting.',
      },
      advanced: {
        question:
          'A customer base starts the year at 1,000,000 in annual recurring revenue. During the year it adds 150,000 in upsells and loses 50,000 to churn and 30,000 to downgrades. What is the net revenue retention?',
        answer: '107%',
        distractors: ['92%', '115%', '120%'],
        explanation:
          'NRR = (starting ARR + expansion − churn − contraction) / starting ARR = (1,000,000 + 150,000 − 50,000 − 30,000) / 1,000,000 = 107%. New customers are left out.',
      },
    },
  },
];
