import type { BankCompetency } from './types.ts';

export const financeCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Accounting',
    domain: 'finance',
    keywords: [
      'accounting',
      'accountant',
      'bookkeeping',
      'general ledger',
      'gaap',
      'ifrs',
      'journal entries',
      'month-end close',
      'bank reconciliation',
      'contabilidad',
      'contable',
      'contador',
      'comptabilité',
      'comptable',
      'buchhaltung',
      'contabilità',
      'contabile',
      'boekhouding',
      'contabilidade',
      'contabilização',
      // Russian and Ukrainian stems: a Cyrillic keyword matches the start of a word, so each covers its endings
      // ('бухгалтерия', 'бухгалтерского', 'бухгалтерії').
      'бухгалтер',
      'бухучет',
      'бухобл',
      'главбух',
      // Indonesian, Vietnamese and Chinese.
      'akuntansi',
      'kế toán',
      '会计',
      // Thai 'บัญชี' (accounts: 'การบัญชี', 'พนักงานบัญชี', 'ปิดบัญชี'), found inside the words around it.
      'บัญชี',
    ],
    // A Thai bank account ('บัญชีธนาคาร', 'สมุดบัญชี', a passbook; 'เปิดบัญชี', opening one) or list of names
    // ('บัญชีรายชื่อ') is no bookkeeping.
    otherSense: { after: /^(?:ธนาคาร|เงินฝาก|รายชื่อ)/u, before: /(?:สมุด|เปิด)$/u },
    questions: {
      basic: {
        question: 'Which equation is the foundation of double-entry accounting?',
        answer: 'Assets = Liabilities + Equity',
        distractors: [
          'Assets = Revenue - Expenses',
          'Liabilities = Assets + Equity',
          'Equity = Revenue + Liabilities',
        ],
        explanation:
          'Every transaction changes at least two accounts so that this balance-sheet equation always holds.',
      },
      intermediate: {
        question: 'Under accrual accounting, when is revenue recognised?',
        answer:
          'When it is earned, typically when the goods or services are delivered, whatever the payment date',
        distractors: [
          "Only when the customer's cash is received in the bank, whatever the date on which the goods were delivered",
          'When the invoice is first drafted',
          'At the end of the financial year',
        ],
        explanation:
          'Accrual accounting (IFRS 15, ASC 606) recognises revenue as performance obligations are satisfied; recognising it on payment is cash-basis accounting.',
      },
      advanced: {
        question:
          'A company buys a machine for $50,000 with a useful life of 5 years and a residual value of $5,000. What is the annual straight-line depreciation?',
        answer: '$9,000',
        distractors: ['$10,000', '$11,000', '$5,000'],
        explanation:
          'Straight-line depreciation = (cost - residual value) / useful life = ($50,000 - $5,000) / 5.',
      },
    },
  },
  {
    competency: 'Financial Analysis',
    domain: 'finance',
    keywords: [
      'financial analysis',
      'financial analyst',
      'financial modeling',
      'financial modelling',
      'financial statements',
      'valuation',
      'dcf',
      'fp&a',
      'análisis financiero',
    ],
    // A finance department or 'research finance' is where the work sits, not analysing statements and valuations.
    settingKeywords: ['finance', 'finanzas'],
    questions: {
      basic: {
        question: "Which financial statement shows a company's revenues and expenses over a period?",
        answer: 'The income statement',
        distractors: ['The balance sheet', 'The cash flow statement', 'The statement of changes in equity'],
        explanation:
          'The income statement (profit and loss) covers a period; the balance sheet is a snapshot of assets, liabilities and equity at one date.',
      },
      intermediate: {
        question:
          'A company has current assets of 300,000 and current liabilities of 150,000. What is its current ratio?',
        answer: '2.0',
        distractors: ['0.5', '1.5', '150,000'],
        explanation:
          'Current ratio = current assets / current liabilities, a measure of short-term liquidity; 150,000 would be the working capital.',
      },
      advanced: {
        question:
          "In a discounted cash flow valuation, what does a company's weighted average cost of capital (WACC) represent?",
        answer:
          'The blended return required by its debt and equity holders, used to discount free cash flows to the firm',
        distractors: [
          "The interest rate on the company's newest loan only",
          'The average dividend paid per share',
          "The inflation rate expected over the forecast period, used to turn all future cash flows into today's prices",
        ],
        explanation:
          'WACC weights the after-tax cost of debt and the cost of equity by their shares of the capital structure.',
      },
    },
  },
  {
    competency: 'Credit Analysis and Lending',
    domain: 'finance',
    keywords: [
      'credit analysis',
      'credit analyst',
      'credit officer',
      'credit risk',
      'credit policy',
      'credit approval',
      'credit review',
      'credit worthiness',
      'creditworthiness',
      'underwriting',
      'underwriter',
      'lending',
      'loan',
      'borrower',
      'análisis de crédito',
      'riesgo crediticio',
      'préstamo',
    ],
    questions: {
      basic: {
        question: "What is a lender mainly judging when it assesses a borrower's creditworthiness?",
        answer: 'Whether the borrower can and will repay the debt on time',
        distractors: [
          'Only the market value of the collateral, since a secured loan carries no risk for the lender at all',
          'Which interest rate the borrower would prefer to pay',
          'How many other banks the borrower holds accounts with',
        ],
        explanation:
          'Credit assessment weighs capacity (cash flow), character (repayment history), capital, collateral and conditions; collateral only reduces the loss if repayment fails.',
      },
      intermediate: {
        question: 'What does the debt service coverage ratio (DSCR) of a business borrower measure?',
        answer: 'Cash flow available for debt service divided by the debt payments due',
        distractors: [
          'Total debt divided by shareholders’ equity',
          'The share of the loan book more than 90 days past due, measured at the end of each quarter',
          'The loan amount divided by the appraised value of the collateral',
        ],
        explanation:
          'A DSCR above 1 means the borrower’s operating cash flow covers its interest and principal payments; lenders usually require a minimum such as 1.25.',
      },
      advanced: {
        question:
          "A borrower's DSCR has fallen below the level its loan agreement's covenant requires, but every payment so far was on time. What should the credit officer do first?",
        answer: 'Find the cause and agree a waiver, amendment or remedy with the borrower',
        distractors: [
          'Nothing until a payment is missed, because a covenant only matters once the borrower defaults on a scheduled payment',
          'Call the whole loan due at once',
          'Raise the interest rate without telling the borrower',
        ],
        explanation:
          'A covenant breach is an early warning: the lender reviews the cause and the risk, then may waive, reset the covenant, add security or price the risk, as the agreement allows.',
      },
    },
  },
  {
    // A bank's own work with its customers and supervisors: deposits and interest, knowing the customer, capital. Where a
    // posting only names the bank ('BBVA Banco Continental'), its setting words count beside another cue.
    competency: 'Banking and Financial Services',
    domain: 'finance',
    keywords: [
      'retail banking',
      'commercial banking',
      'personal banking',
      'branch banking',
      'banking products',
      'banking operations',
      'banking sector',
      'bank teller',
      'personal banker',
      'KYC',
      'know your customer',
      'anti-money laundering',
      'banca comercial',
      'banca minorista',
      'banca personal',
      'sector bancario',
      'productos bancarios',
      'operaciones bancarias',
      'asesor bancario',
      'ejecutivo bancario',
      'lavado de activos',
      'blanqueo de capitales',
      'banque de détail',
      'secteur bancaire',
      'produits bancaires',
      'conseiller bancaire',
      'conseillère bancaire',
      'anti-blanchiment',
      'bankkaufmann',
      'bankkauffrau',
      'bankwesen',
      'bankberater',
      'bankberaterin',
      'settore bancario',
      'prodotti bancari',
      'consulente bancario',
      'antiriciclaggio',
      'setor bancário',
      'produtos bancários',
      'bankmedewerker',
      // Vietnamese interbank payments and a branch's cash and funds ('giao dịch liên ngân hàng', 'ngân quỹ'),
      // Indonesian banking ('perbankan').
      'liên ngân hàng',
      'ngân quỹ',
      'perbankan',
    ],
    settingKeywords: ['bank', 'banco', 'banque', 'banca', 'ngân hàng', '银行'],
    // A food, blood or data bank, a test bench ('banco de pruebas'), a river bank: no bank's business.
    otherSense: {
      before: /\b(?:food|blood|data|sperm|seed|question|river|power|time|piggy)\s+$/,
      after:
        /^\s+(?:de|del|di|du)\s+(?:alimentos|sangre|pruebas|trabajo|datos|tiempo|horas|talentos?|imagenes|semillas|germoplasma|donnees|sang|dati|sangue)\b/,
    },
    questions: {
      basic: {
        question:
          'A customer puts 1,000 in a savings account paying 3% a year, with the interest added once a year. What is in the account after two years?',
        answer: '1,060.90',
        distractors: ['1,060.00', '1,030.00', '1,090.00'],
        explanation:
          'Interest is compounded: 1,000 × 1.03 = 1,030 after one year, and 1,030 × 1.03 = 1,060.90 after two, since the second year earns interest on the first year’s interest too.',
      },
      intermediate: {
        question:
          'A new customer asks to open an account and deposit a large sum in cash at once, but has no identity document with them. What do you do?',
        answer:
          "Open no account until the customer's identity is verified under the know-your-customer rules",
        distractors: [
          'Open it and take the cash, since a large deposit shows the customer is serious, and ask for the document on the next visit',
          'Open it in the name of a relative who is with the customer and has an identity document',
          'Keep the cash in a suspense account and open the account when the document arrives',
        ],
        explanation:
          'Customer due diligence (know your customer) must be completed before the relationship starts; a large cash deposit without identification is also a money-laundering warning sign to report under the bank’s procedures.',
      },
      advanced: {
        question:
          'Which ratio tells a bank supervisor whether a bank holds enough capital for the risks of its assets?',
        answer: 'The capital ratio: capital over risk-weighted assets',
        distractors: [
          'The loan-to-deposit ratio: loans over customer deposits',
          'The cost-to-income ratio: operating costs over operating income',
          'The net interest margin: interest earned less interest paid, over assets',
        ],
        explanation:
          'Under the Basel rules a bank’s capital (such as CET1) is measured against its risk-weighted assets, so riskier loans need more capital; the other ratios measure funding, efficiency and profitability.',
      },
    },
  },
  {
    competency: 'Budgeting and Forecasting',
    domain: 'finance',
    keywords: [
      'budgeting',
      'budget',
      'forecasting',
      'forecast',
      'variance analysis',
      'financial planning',
      'cost control',
      'presupuesto',
      'presupuestos',
      'control de costes',
    ],
    questions: {
      basic: {
        question: 'What is a budget variance?',
        answer: 'The difference between a budgeted amount and the actual amount',
        distractors: [
          'The total of all the expenses budgeted for the year, across every department and cost centre',
          'The change in the budget from one year to the next',
          'The share of the budget spent on salaries',
        ],
        explanation:
          'Variances (favourable or unfavourable) show where actual results departed from plan and prompt an explanation.',
      },
      intermediate: {
        question: 'What is a rolling forecast?',
        answer:
          'A forecast updated regularly that always looks the same distance ahead, for example the next 12 months',
        distractors: [
          'A forecast prepared once a year and never changed',
          'A forecast that covers only the current month',
          'A budget that carries any unspent money into the next year, so departments are not pushed to spend it all',
        ],
        explanation:
          'Each period a new period is added as one passes, so the horizon stays constant and plans reflect the latest information.',
      },
      advanced: {
        question: 'What distinguishes zero-based budgeting from incremental budgeting?',
        answer:
          "Every expense must be justified from zero each period, instead of adjusting the last period's budget",
        distractors: [
          'The budget must always show zero profit',
          'New departments start each year with a budget of zero and must request funds before spending anything at all',
          'Only capital expenditure is budgeted',
        ],
        explanation:
          'Incremental budgets carry old spending forward by default; zero-based budgets challenge every line, at the cost of more effort.',
      },
    },
  },
  {
    // Administering grants and research funds, as research administrators and fiscal sponsors do: spending within an
    // award's terms and budget, not analysing a company's statements.
    competency: 'Grants and Research Administration',
    domain: 'finance',
    keywords: [
      'grant management',
      'grants management',
      'grant administration',
      'grants administration',
      'grant application',
      'grant proposal',
      'research administration',
      'research administrator',
      'research finance',
      'research funding',
      'sponsored programs',
      'sponsored research',
      'pre-award',
      'post-award',
      'fiscal sponsorship',
      'fiscal sponsor',
      'fiscal hosting',
      'funding criteria',
      'gestión de subvenciones',
      'subvenciones',
      'demandes de subvention',
    ],
    questions: {
      basic: {
        question: 'A funder awards a restricted grant for a named project. What may the grant be spent on?',
        answer: "The project's costs that the award's terms and approved budget allow",
        distractors: [
          "Any of the organisation's costs, since a grant becomes unrestricted income once the funder has paid it",
          'Salaries only, whatever the approved budget says',
          'Whatever the project lead decides, with no report on how it was spent',
        ],
        explanation:
          "Restricted funds must be spent on the purpose and within the budget the funder approved; spending them elsewhere without the funder's agreement breaches the award and may have to be repaid.",
      },
      intermediate: {
        question:
          'Mid-way through a grant, the project wants to move money from its travel budget line to equipment. What should the grant administrator do first?',
        answer: "Check the award's re-budgeting terms and ask the funder for approval if they require it",
        distractors: [
          'Move the money without asking, since the total of the grant stays the same',
          'Wait for the final report and explain the equipment overspend there, when the funder can no longer refuse the change',
          'Return the unspent travel money to the funder and apply for a new grant',
        ],
        explanation:
          'Most awards allow small transfers between budget lines but require prior approval above a threshold or for a new kind of cost; the award terms decide.',
      },
      advanced: {
        question: 'In a research grant budget, what are indirect costs (overheads)?',
        answer:
          "Shared costs of running the organisation, such as premises and finance staff, recovered as a rate on the grant's direct costs",
        distractors: [
          'Costs of subcontractors, which the funder pays to them directly',
          'Equipment bought for the project that will outlast the grant period, such as servers or laboratory instruments, and stays with the organisation',
          'Costs the funder refuses to pay, which the organisation covers itself',
        ],
        explanation:
          'Indirect costs support many projects at once and cannot be charged to one line by line, so funders reimburse them as an agreed rate or share of the direct costs, within their own cap.',
      },
    },
  },
  {
    competency: 'Payroll and Accounts Payable',
    domain: 'finance',
    keywords: [
      'payroll',
      'accounts payable',
      'vendor payments',
      'supplier payments',
      'expense reports',
      'expenses',
      'purchase orders',
      'three-way match',
      'nómina',
      'cuentas por pagar',
      // 'заработной платы', 'заробітної плати' (pay accrued and paid out), 'авансовые отчеты' (expense reports).
      'заработн',
      'заробітн',
      'авансов',
    ],
    questions: {
      basic: {
        question: 'In accounts payable, what does a three-way match compare before an invoice is paid?',
        answer: 'The purchase order, the goods received note and the supplier invoice',
        distractors: [
          "The invoice, the company's bank statement and the supplier's credit rating",
          "The budget, the invoice and the manager's approval email",
          'Three quotes from different suppliers',
        ],
        explanation:
          'Matching what was ordered, what was received and what was billed catches overbilling and paying for goods that never arrived.',
      },
      intermediate: {
        question:
          'Which payroll item is normally paid by the employer on top of gross salary, not deducted from it?',
        answer: "The employer's social security or payroll tax contribution",
        distractors: [
          "The employee's income tax withholding",
          "The employee's own pension contribution, taken from the salary before it is paid into the scheme",
          'Union dues',
        ],
        explanation:
          'Income tax and employee contributions are withheld from gross pay; employer contributions are an extra cost of employment paid on top.',
      },
      advanced: {
        question:
          'A supplier emails asking you to send future payments to a new bank account. What should you do?',
        answer:
          'Verify the change by calling the supplier on a number already on file before updating anything',
        distractors: [
          'Update the details if the email comes from the usual address',
          'Pay the next invoice into both accounts until the supplier confirms which is right',
          'Reply to the email asking for confirmation',
        ],
        explanation:
          'Bank-detail change requests are a classic payment-fraud route; replying to the same email or trusting the sender address does not verify anything.',
      },
    },
  },
  {
    competency: 'Tax Compliance and Reporting',
    domain: 'finance',
    // Indonesian 'pajak', 'perpajakan' and the 'Brevet' tax certificate; Vietnamese 'báo cáo thuế', 'kê khai thuế'
    // (bare 'thuê' is also to rent or hire); Chinese '税务' and '报税'.
    keywords: [
      'tax compliance',
      'tax return',
      'tax filing',
      'tax accountant',
      'tax accounting',
      'taxation',
      'corporate tax',
      'withholding tax',
      'vat return',
      'transfer pricing',
      'pajak',
      'perpajakan',
      'brevet a',
      'báo cáo thuế',
      'kê khai thuế',
      'quyết toán thuế',
      'kế toán thuế',
      '税务',
      '报税',
      '纳税申报',
    ],
    questions: {
      basic: {
        question:
          'A company charges VAT on its sales and pays VAT on its purchases. What does it owe the tax authority for the period?',
        answer: 'The VAT charged on its sales minus the VAT paid on its purchases',
        distractors: [
          'The VAT charged on its sales, with no deduction for the VAT it paid on purchases',
          'The VAT charged on its sales plus the VAT paid on its purchases',
          'Nothing: the final customer pays VAT to the tax authority directly at the till',
        ],
        explanation:
          'VAT is collected at each stage: the business pays over the output VAT it charged less the input VAT it paid on its own purchases.',
      },
      intermediate: {
        question:
          "An employer deducts income tax from an employee's monthly salary under a withholding scheme. Who must pay that tax to the authority?",
        answer: 'The employer, by the deadline set after each payroll period',
        distractors: [
          'The employee, when filing a personal tax return after the year ends',
          'The employer, in one payment after the financial year has been closed',
          "The tax authority, which collects it from the employee's bank account",
        ],
        explanation:
          'Under withholding the payer deducts the tax and must pay it over, and report it, for each period by the due date; the employee does not pay it again.',
      },
      advanced: {
        question:
          'A company has an accounting profit of 1,000, which is after 200 of expenses the tax law does not allow as deductions. At a 22% tax rate, what is its current income tax?',
        answer: '264',
        distractors: ['220', '176', '286'],
        explanation:
          'Non-deductible expenses are added back: taxable profit = 1,000 + 200 = 1,200, and 22% of 1,200 is 264.',
      },
    },
  },
];
