// A curated lexicon of named skills, tools and methods across the roles Viva hires for. Matching a name from
// here is how questions, grading and CV answers recognise "a named technology" rather than any capitalised word.
const SKILLS = [
  // languages
  'Java',
  'JavaScript',
  'TypeScript',
  'Python',
  'Go',
  'Golang',
  'Rust',
  'C++',
  'C#',
  'Ruby',
  'PHP',
  'Kotlin',
  'Swift',
  'Scala',
  'R',
  'SQL',
  'HTML',
  'CSS',
  'Bash',
  'Perl',
  'MATLAB',
  'AppScript',
  'Apps Script',
  'VBA',
  'Objective-C',
  'Dart',
  'Elixir',
  'Haskell',
  'Lua',
  'Solidity',
  'LaTeX',
  // frameworks and libraries
  'Spring',
  'Spring Boot',
  'Hibernate',
  'React',
  'Angular',
  'Vue',
  'Next.js',
  'Node.js',
  'Express',
  'Django',
  'Flask',
  'FastAPI',
  'Rails',
  'Ruby on Rails',
  '.NET',
  'ASP.NET',
  'Laravel',
  'jQuery',
  'Redux',
  'GraphQL',
  'REST',
  'gRPC',
  'RPC',
  'PyTorch',
  'TensorFlow',
  'Keras',
  'scikit-learn',
  'Hugging Face Transformers',
  'Hugging Face',
  'pandas',
  'NumPy',
  'SciPy',
  'Spark',
  'Ray',
  'Dask',
  'Hadoop',
  'Kafka',
  'Airflow',
  'MLflow',
  'Feast',
  'Tecton',
  'Triton Inference Server',
  'SageMaker',
  'Evidently',
  'WhyLogs',
  'XGBoost',
  'LightGBM',
  'OpenCV',
  'NLTK',
  'spaCy',
  'LangChain',
  'Flutter',
  'React Native',
  'Bootstrap',
  'Tailwind',
  'Selenium',
  'JUnit',
  'Jest',
  'Cypress',
  'Playwright',
  'Maven',
  'Gradle',
  // data and infrastructure
  'Oracle',
  'MySQL',
  'PostgreSQL',
  'SQL Server',
  'MongoDB',
  'Redis',
  'Elasticsearch',
  'Cassandra',
  'DynamoDB',
  'Snowflake',
  'BigQuery',
  'Redshift',
  'Docker',
  'Kubernetes',
  'Terraform',
  'Ansible',
  'Jenkins',
  'GitHub Actions',
  'GitLab CI',
  'CI/CD',
  'AWS',
  'Azure',
  'GCP',
  'Google Cloud',
  'Linux',
  'Unix',
  'Windows Server',
  'Active Directory',
  'VMware',
  'Nginx',
  'Apache',
  'Prometheus',
  'Grafana',
  'Datadog',
  'Splunk',
  'Git',
  'GitHub',
  'GitLab',
  'Jira',
  'Confluence',
  'ServiceNow',
  'Zendesk',
  'Salesforce',
  'HubSpot',
  'TCP/IP',
  'DNS',
  'DHCP',
  'VPN',
  'LAN',
  'WAN',
  'Office 365',
  'Microsoft 365',
  'Exchange',
  'ITIL',
  // analytics and office tools
  'Excel',
  'Microsoft Excel',
  'Power BI',
  'Tableau',
  'Looker',
  'DataStudio',
  'Data Studio',
  'Google Analytics',
  'Google Sheets',
  'Google Slides',
  'Google Docs',
  'PowerPoint',
  'Word',
  'Microsoft Office',
  'SAP',
  'QuickBooks',
  'Xero',
  'NetSuite',
  'Oracle Financials',
  'Sage',
  'SPSS',
  'SAS',
  'Stata',
  // design
  'Figma',
  'Sketch',
  'Adobe XD',
  'Photoshop',
  'Illustrator',
  'InDesign',
  'InVision',
  'Miro',
  // methods and practices
  'Agile',
  'Scrum',
  'Kanban',
  'Lean',
  'Six Sigma',
  'TDD',
  'DevOps',
  'MLOps',
  'microservices',
  'A/B testing',
  'usability testing',
  'wireframing',
  'prototyping',
  'customer journey mapping',
  'personas',
  'design system',
  'machine learning',
  'deep learning',
  'NLP',
  'computer vision',
  'data drift',
  'feature stores',
  'model registries',
  'distributed systems',
  'networking',
  'object-oriented design',
  'version control',
  'code reviews',
  'unit testing',
  'SaaS',
  'CRM',
  'ERP',
  'GAAP',
  'IFRS',
  'SOX',
  'accounts payable',
  'accounts receivable',
  'reconciliation',
  'general ledger',
  'payroll',
  'budgeting',
  'forecasting',
  'auditing',
  'tax',
  'invoicing',
  'billing',
  'logistics',
  'inventory',
  'procurement',
  'supply chain',
  'phonics',
  'pedagogy',
  'lesson planning',
  'storytelling',
  'enterprise sales',
  'sales pipeline',
  'negotiation',
  'prospecting',
  'account management',
  'troubleshooting',
  'help desk',
  'technical support',
  'HIPAA',
  'EHR',
  'patient care',
  'triage',
  'SEO',
  'SEM',
  'copywriting',
  'roadmap',
  'OKRs',
  'user research',
  'stakeholder management',
  'project management',
  'PMP',
  'PRINCE2',
];

// Short or common-word names match only with their exact casing ('Go', 'R', 'Word', 'Ray' as a tool).
const CASE_SENSITIVE = new Set([
  'Go',
  'R',
  'Word',
  'Ray',
  'Spring',
  'Lean',
  'Sage',
  'Express',
  'Feast',
  'Evidently',
  'Exchange',
  'Apache',
  'Rails',
  'Sketch',
  'Swift',
  'REST',
  'Vue',
  'Miro',
  'Git',
  'Oracle',
  'Excel',
  'Dart',
  'Lua',
  'Scala',
  // Also a company's legal form, told apart from the suite by the case of the name after it.
  'SAS',
]);

// 'société SAS Dupont': a company's legal form after a word for a company is not the statistics suite.
const EXCLUDED_BEFORE: Record<string, string> = {
  SAS: '(?<!\\b(?:[Ss]oci[ée]t[ée]|[Cc]ompany|[Ee]ntreprise|[Ee]mpresa|[Ff]irma|[Ss]ociedad)\\s+)',
  // Names that are also a sentence's common noun (round 20's Spanish and business-development CVs): Spanish
  // 'personas' (people) after a preposition, article or quantifier ('la formación de personas'); 'an inventory'
  // counted (a list drawn up, 'a full inventory of cybersecurity tooling'); an event's or its guests' logistics
  // ('managing attendee logistics'); what someone else made ('the inventor of the TCP/IP Protocol').
  personas: '(?<!\\b(?:de|a|las|los|con|para|por|entre|otras|muchas|varias|sus)\\s+)',
  inventory: '(?<!\\b(?:an?|one)\\s+(?:\\p{L}+\\s+)?)',
  logistics: '(?<!\\b(?:event|attendee|guest|travel|conference|meeting|wedding)s?\\s+)',
  'TCP/IP': '(?<!\\b(?:inventors?|creators?|fathers?|authors?) of (?:the )?)',
};
// Legal forms that are also a tool's name. Before a company's name ('SAS LogoSapience': a capitalised word that is
// neither a known skill nor one of the suite's product words) the word is the form.
const LEGAL_FORMS = new Set(['SAS']);
const SUITE_PRODUCT_WORD =
  /^(?:Enterprise|Viya|Studio|Base|Visual|Macro|Miner|Institute|Certified|Programming|Programmer|Analytics|Stat|Software|Data|Grid|Forecast|EG)$/;

function isLegalFormBeforeName(name: string, after: string): boolean {
  const [, next = ''] = /^\s+(\p{Lu}[\p{L}-]+)/u.exec(after) ?? [];
  return LEGAL_FORMS.has(name) && next !== '' && !SUITE_PRODUCT_WORD.test(next) && !isKnownSkill(next);
}

// Programming languages named by an everyday word, which also opens products' and companies' names ('Go Global', a
// booking engine; 'Swift Freight'): before a capitalised word that is neither a known skill nor about the language
// ('Go Developer', 'Go Modules'), the word is part of that name.
const WORD_LANGUAGES = new Set(['Go', 'Swift', 'Dart']);
const ABOUT_THE_LANGUAGE =
  /^(?:Developers?|Engineers?|Programm(?:ing|ers?)|Language|Lang|Modules?|Routines?|Microservices?|Services?|Backend|Code|Coding|Team|Expert|Lead|Playground|Toolchain|SDK|API|UI|CLI)$/;

function isProductNameOpening(name: string, after: string): boolean {
  const [, next = ''] = /^\s+(\p{Lu}[\p{L}-]*)/u.exec(after) ?? [];
  return WORD_LANGUAGES.has(name) && next !== '' && !ABOUT_THE_LANGUAGE.test(next) && !isKnownSkill(next);
}

// Everyday phrases that start with a skill's name: 'Go to market', 'Word of mouth'.
const EXCLUDED_AFTER: Record<string, string> = {
  Go: '(?!\\s+(?:to|live|ahead)\\b)',
  Word: '(?!\\s+of\\b)',
  // 'Spring 2022', 'Fall 2018, Spring 2019': a term of the year, not the framework.
  Spring: '(?!\\s+(?:19|20)\\d{2}\\b)',
  // 'Apache Spark', 'Apache Kafka': the foundation's name before one of its products, not the web server ('Apache
  // HTTP Server' is the server).
  Apache: '(?!\\s+(?!(?:HTTP|HTTPD|Web|Server)\\b)\\p{Lu})',
};

type SkillPattern = { name: string; lowerName: string; pattern: RegExp };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

// Longest names first so 'Spring Boot' wins over 'Spring' and 'SQL Server' over 'SQL'.
const PATTERNS: SkillPattern[] = [...SKILLS]
  .sort((first, second) => second.length - first.length)
  .map((name) => ({
    name,
    lowerName: foldCase(name),
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}+#.])${EXCLUDED_BEFORE[name] ?? ''}${escape(name)}(?![\\p{L}\\p{N}+#&]|\\.[\\p{L}])${EXCLUDED_AFTER[name] ?? ''}`,
      CASE_SENSITIVE.has(name) ? 'gu' : 'giu',
    ),
  }));

/** Lower case as the `i` flag compares, with the two letters whose lower case is not their folded form. */
function foldCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/ſ/g, 's')
    .replace(/\u212A/g, 'k');
}

// 'BDRs ranked by SQL’s generated': an acronym with an apostrophe-s is a business count (sales-qualified leads), or a
// possessive, not the tool named.
function isAcronymPlural(name: string, after: string): boolean {
  return /^\p{Lu}{2,5}$/u.test(name) && /^['’]s\b/u.test(after);
}

// '50 personas', 'up to 600 personas': a lower-case name counted in tens or more is the count's noun (Spanish 'personas',
// people), not the skill of that name.
function isCountedNoun(name: string, before: string): boolean {
  return /^\p{Ll}/u.test(name) && /\d{2,}\s+$/.test(before);
}

// Technologies named by an everyday verb that the lexicon matches in any casing. Written in lower case as a verb
// ('driven to react quickly', 'able to react to incidents'), after 'to' or a modal or before 'to' or an adverb, the
// word is the verb.
const VERB_NAMES = new Set(['React']);
function isVerbUse(name: string, written: string, before: string, after: string): boolean {
  return (
    VERB_NAMES.has(name) &&
    /^\p{Ll}/u.test(written) &&
    (/\b(?:to|will|can|could|must|should|may|might)\s+$/i.test(before) ||
      /^\s+(?:to\b|\p{L}+ly\b)/iu.test(after))
  );
}

/** Named skills the text mentions, in order of first mention, each once (longest match wins). */
export function findSkills(text: string): string[] {
  const found: { name: string; index: number }[] = [];
  const taken: [number, number][] = [];
  // A name that is not in the text cannot match: most of the lexicon is skipped without running its pattern.
  const folded = foldCase(text);
  for (const { name, lowerName, pattern } of PATTERNS) {
    if (!folded.includes(lowerName)) continue;
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      if (
        isAcronymPlural(name, text.slice(end)) ||
        isLegalFormBeforeName(name, text.slice(end)) ||
        isProductNameOpening(name, text.slice(end)) ||
        isCountedNoun(name, text.slice(Math.max(0, start - 12), start)) ||
        isVerbUse(name, match[0], text.slice(Math.max(0, start - 12), start), text.slice(end))
      )
        continue;
      taken.push([start, end]);
      found.push({ name, index: start });
    }
  }
  const names = found.sort((first, second) => first.index - second.index).map((entry) => entry.name);
  return [...new Set(names)];
}

/**
 * A pattern finding one mention of `name` as a whole word, with the lexicon's casing rule: a short or common-word
 * name ('Word', 'Go', 'Excel') only as written, so 'spoken word' is no mention of Word; any other name (a lexicon
 * skill or one a CV lists, 'Management', 'terraform') in any casing.
 */
export function skillMention(name: string): RegExp {
  const isExact = CASE_SENSITIVE.has(name);
  return new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, isExact ? 'u' : 'iu');
}

/** True when `word` is one of the lexicon's skills written as the lexicon writes it ('React', not 'react'). */
export function isSkillAsWritten(word: string): boolean {
  return SKILLS.includes(word);
}

/** True when `name` is one of the lexicon's skills (any casing). */
export function isKnownSkill(name: string): boolean {
  const lower = name.toLowerCase();
  return SKILLS.some((skill) => skill.toLowerCase() === lower);
}
