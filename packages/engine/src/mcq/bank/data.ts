import type { BankCompetency } from './types.ts';

/**
 * Analysis, statistics, spreadsheets, data engineering, visualisation, machine learning, research methods and research
 * data management.
 */
export const dataCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Data Analysis',
    domain: 'data',
    keywords: [
      'data analysis',
      'data analyst',
      'data analytics',
      'analytics',
      'data-driven',
      'kpi',
      'reporting',
      'análisis de datos',
      'analista de datos',
      'analítica de datos',
      'reportes',
    ],
    // A grant's 'reporting requirements', a post's 'reporting line' and 'Reporting to the Manager' are obligations and
    // hierarchy, not analysis; so are 'reporting problems' to one's manager and a till's 'reportes diarios de caja'.
    otherSense: {
      after:
        /^\s+(?:requirements?|obligations?|deadlines?|lines?|structure|(?:directly\s+)?(?:in)?to|special cases|problems?|issues?|incidents?|concerns?|any|(?:diarios\s+)?de caja)\b/,
    },
    questions: {
      basic: {
        question:
          'Before analysing a dataset you remove duplicate rows and deal with missing values. What is this step called?',
        answer: 'Data cleaning',
        distractors: ['Data visualisation', 'Data modelling', 'Data mining'],
        explanation:
          'Cleaning (deduplicating, fixing types, handling missing or invalid values) comes first, because every later result depends on it.',
      },
      intermediate: {
        question:
          'Monthly ice cream sales and drowning incidents rise and fall together. What is the most reasonable conclusion?',
        answer:
          'They are correlated, probably through a third factor such as hot weather; neither is shown to cause the other',
        distractors: [
          'Eating ice cream causes drowning',
          'Drowning incidents increase ice cream sales',
          'The data must be wrong, because two things this unrelated cannot rise and fall together month after month by chance',
        ],
        explanation:
          'Correlation does not imply causation: a confounding variable (summer heat) drives both.',
      },
      advanced: {
        question:
          'Conversion improves for mobile users and for desktop users separately, yet overall conversion falls. What can explain this?',
        answer: "Simpson's paradox: the traffic mix shifted towards the segment with lower conversion",
        distractors: [
          'A rounding error in the overall figure',
          'Survivorship bias in the mobile data',
          'Overfitting of the conversion model',
        ],
        explanation:
          'An aggregate is a weighted average of its segments; if weights move towards the weaker segment, the total can fall while every segment improves.',
      },
    },
  },
  {
    competency: 'Statistics',
    domain: 'data',
    keywords: [
      'statistics',
      'statistical',
      'hypothesis testing',
      'regression analysis',
      'probability',
      'a/b testing',
      'a/b tests',
      'estadística',
      'probabilidad',
      'estadístico',
    ],
    questions: {
      basic: {
        question: 'What is the median of the values 3, 7, 9, 15 and 100?',
        answer: '9',
        distractors: ['26.8', '15', '7'],
        explanation:
          'The median is the middle value of the sorted list; the mean (26.8) is pulled up by the outlier 100, which is why the median is preferred for skewed data.',
      },
      intermediate: {
        question: 'What does a p-value of 0.03 mean in a hypothesis test?',
        answer:
          'If the null hypothesis were true, results at least this extreme would occur about 3% of the time',
        distractors: [
          'There is a 3% probability that the null hypothesis is true',
          'There is a 97% probability that the alternative hypothesis is true and a 3% probability that it is false',
          'The size of the effect is 3%',
        ],
        explanation:
          'A p-value is computed assuming the null hypothesis; it is not the probability that either hypothesis is true, and says nothing about effect size.',
      },
      advanced: {
        question:
          'In an A/B test, why is it a problem to check results every day and stop as soon as p < 0.05?',
        answer: 'Repeated peeking inflates the false positive rate well above 5%',
        distractors: [
          'Daily checks reduce the statistical power to zero',
          'p-values cannot be computed before the planned end of the test',
          'It makes the two groups different sizes',
        ],
        explanation:
          'Each look is another chance for noise to cross the threshold; fix the sample size in advance or use a sequential method designed for peeking.',
      },
    },
  },
  {
    competency: 'Excel and Spreadsheets',
    domain: 'data',
    keywords: [
      'Excel',
      'EXCEL',
      'spreadsheet',
      'google sheets',
      'vlookup',
      'xlookup',
      'pivot table',
      'hoja de cálculo',
      'hojas de cálculo',
      'tablas dinámicas',
    ],
    questions: {
      basic: {
        question: 'Which Excel formula adds up the values in cells A1 to A10?',
        answer: '=SUM(A1:A10)',
        distractors: ['=ADD(A1:A10)', '=TOTAL(A1-A10)', '=COUNT(A1:A10)'],
        explanation:
          'SUM adds a range given as first:last; COUNT only counts the cells that contain numbers.',
      },
      intermediate: {
        question: 'The formula =B2*$C$1 in row 2 is copied down to row 3. What does it become?',
        answer: '=B3*$C$1',
        distractors: ['=B3*$C$2', '=B2*$C$1', '=C3*$D$1'],
        explanation:
          'Relative references (B2) shift with the copy; the dollar signs make $C$1 an absolute reference that stays fixed.',
      },
      advanced: {
        question: 'Why is INDEX/MATCH (or XLOOKUP) often preferred over VLOOKUP?',
        answer:
          'It can return values to the left of the lookup column and does not break when columns are inserted',
        distractors: [
          'It is the only way to get an exact match',
          'VLOOKUP cannot look up numbers',
          'It works without a lookup value',
        ],
        explanation:
          'VLOOKUP searches the first column and returns by a fixed column number; INDEX/MATCH and XLOOKUP reference the return column directly.',
      },
    },
  },
  {
    competency: 'Data Engineering',
    domain: 'data',
    keywords: [
      'data engineering',
      'data engineer',
      'etl',
      'elt',
      'data pipeline',
      'Spark',
      'Airflow',
      'Kafka',
      'data warehouse',
      'data lake',
      'dbt',
      'Snowflake',
      'BigQuery',
      'Databricks',
      'Hadoop',
      'Dask',
      'ingeniería de datos',
    ],
    questions: {
      basic: {
        question: 'What does ETL stand for?',
        answer: 'Extract, Transform, Load',
        distractors: ['Evaluate, Test, Launch', 'Export, Transfer, Log', 'Encode, Translate, Link'],
        explanation:
          'ETL pipelines extract data from sources, transform it (clean, join, aggregate) and load it into a target such as a warehouse; ELT loads first and transforms inside the warehouse.',
      },
      intermediate: {
        question: 'Why are columnar file formats such as Parquet preferred for analytical queries?',
        answer: 'Queries read only the columns they need, and similar values stored together compress well',
        distractors: [
          'They store each row in a separate file, which makes single-row updates fast and keeps files small',
          'They are human-readable, like CSV',
          'They guarantee transactions across tables',
        ],
        explanation:
          'Analytics typically scans a few columns of many rows; column storage cuts I/O and enables encodings such as dictionary and run-length.',
      },
      advanced: {
        question: 'What makes a data pipeline step idempotent, and why does it matter?',
        answer:
          'Running it again on the same input gives the same result, so failed runs can be retried without duplicates',
        distractors: [
          'It runs only once a day, so costs stay predictable',
          'It processes every partition of the data in parallel, so the whole step finishes sooner and costs less to run',
          'It never reads from external systems, so it cannot fail',
        ],
        explanation:
          'Retries and backfills are routine; overwriting a partition or upserting by key (instead of blindly appending) keeps reruns safe.',
      },
    },
  },
  {
    competency: 'Data Visualization and BI',
    domain: 'data',
    keywords: [
      'data visualization',
      'data visualisation',
      'business intelligence',
      'BI',
      'power bi',
      'Tableau',
      'Looker',
      'data studio',
      'datastudio',
      'dashboard',
      'tableros de control',
      'visualización de datos',
    ],
    questions: {
      basic: {
        question: 'Which chart type is usually best for showing how a value changes over time?',
        answer: 'A line chart',
        distractors: ['A pie chart', 'A treemap', 'A word cloud'],
        explanation:
          'A line chart puts time on the horizontal axis and makes trends and seasonality easy to see.',
      },
      intermediate: {
        question: "Why should a bar chart's value axis normally start at zero?",
        answer: 'The length of a bar encodes its value, so a truncated axis exaggerates differences',
        distractors: [
          'Charting tools cannot draw bars otherwise',
          'It makes the dashboard load faster',
          'The colours only render correctly from zero',
        ],
        explanation:
          'Readers compare bar lengths; starting at, say, 90 makes a 2% difference look several times larger. Line charts may use a narrower range.',
      },
      advanced: {
        question: 'Why is a star schema recommended for a Power BI data model?',
        answer:
          'Fact tables related to dimension tables keep the model simple, filters predictable and queries fast',
        distractors: [
          'It stores every column in one wide, flat table, so no relationships or joins are ever needed in the model',
          'It is the only schema that Power BI can import',
          'It removes the need to write any measures',
        ],
        explanation:
          "Dimensions filter facts through one-to-many relationships; Microsoft's modelling guidance recommends star schemas for performance and usability.",
      },
    },
  },
  {
    competency: 'Machine Learning',
    domain: 'data',
    keywords: [
      'machine learning',
      'ml',
      'mlops',
      'deep learning',
      'neural network',
      'PyTorch',
      'TensorFlow',
      'scikit-learn',
      'Hugging Face',
      'model training',
      'MLflow',
      'feature store',
      'computer vision',
      'nlp',
      'aprendizaje automático',
      'inteligencia artificial',
    ],
    questions: {
      basic: {
        question: 'What is overfitting in machine learning?',
        answer:
          'The model learns the training data too closely, noise included, and performs poorly on new data',
        distractors: [
          'The model is too simple to capture the patterns in the training data, so it underperforms even on that data',
          'Training takes much longer than expected',
          'The training data contains duplicate rows',
        ],
        explanation:
          'An overfitted model has low training error but high validation error; the opposite problem, a model that is too simple, is underfitting.',
      },
      intermediate: {
        question:
          'In fraud detection, where only 1% of transactions are fraudulent, why is accuracy a poor evaluation metric?',
        answer: "A model that predicts 'not fraud' for every transaction would still score 99% accuracy",
        distractors: [
          'Accuracy cannot be computed for binary classification',
          'Accuracy always penalises false positives too heavily',
          'Accuracy can only be used with neural networks',
        ],
        explanation:
          'With imbalanced classes, precision, recall, F1 or the precision-recall curve show whether the rare class is actually found.',
      },
      advanced: {
        question:
          "In production, the distribution of a model's input features changes while the relationship between inputs and target stays the same. What is this called?",
        answer: 'Data drift (covariate shift)',
        distractors: ['Concept drift', 'Target leakage (label leakage)', 'Overfitting'],
        explanation:
          'Data drift is a change in P(X); concept drift is a change in P(y | X), the relationship itself; both are monitored in production ML.',
      },
    },
  },
  {
    // Research as a profession (postdoctoral scholars, research fellows): designing studies whose results hold.
    competency: 'Research Methods',
    domain: 'data',
    keywords: [
      'research methods',
      'research methodology',
      'study design',
      'research design',
      'reproducible research',
      'postdoctoral',
      'postdoc',
      'research topic',
      'literature review',
      'empirical research',
      'metodología de investigación',
      'méthodologie de recherche',
    ],
    questions: {
      basic: {
        question: 'What is a control group for in an experiment?',
        answer: 'A baseline without the treatment, so its effect can be told apart from other causes',
        distractors: [
          'A second sample that repeats the treatment, so that the researchers can average the two groups and halve the error',
          'The group of reviewers who check the study before it starts',
          'The participants who dropped out before the study ended',
        ],
        explanation:
          'Comparing the treated group with an otherwise similar untreated one separates the effect of the treatment from time, chance and other influences both groups share.',
      },
      intermediate: {
        question: 'In computational research, when is a result called reproducible?',
        answer: 'Another researcher running the same code on the same data gets the same result',
        distractors: [
          'A different team collecting new data with a different method reaches the same conclusion about the question',
          'The paper has been cited by a later study in the same field',
          'The raw data are kept private so that nobody can alter them',
        ],
        explanation:
          'Reproducibility means the same data and analysis give the same result; reaching the same conclusion with new data is replication, a further and separate test.',
      },
      advanced: {
        question: "Why does pre-registering a study's hypotheses and analysis plan strengthen its findings?",
        answer: 'It separates planned tests from exploratory ones, limiting selective reporting',
        distractors: [
          'It increases the statistical power of the study, so that smaller effects can be detected with the same sample size',
          'It lets the reviewers see the data before the study has collected them',
          'It removes the need to report the limitations of the study',
        ],
        explanation:
          'A plan fixed before the data are seen shows which tests were planned; results found by trying many analyses afterwards (p-hacking) can then be reported as exploratory rather than as confirmed.',
      },
    },
  },
  {
    // Research data kept findable and reusable: data management plans, the FAIR principles, repositories and
    // persistent identifiers, as research infrastructures and data stewards ask ('datahåndteringsplaner',
    // 'FAIR-prinsippene', 'Forschungsdatenmanagement').
    competency: 'Research Data Management',
    domain: 'data',
    keywords: [
      'research data management',
      'data management plan',
      'data management plans',
      'data stewardship',
      'data steward',
      'FAIR principles',
      'FAIR data',
      'persistent identifiers',
      'gestión de datos de investigación',
      'plan de gestión de datos',
      'gestion des données de recherche',
      'plan de gestion des données',
      'forschungsdatenmanagement',
      'datenmanagementplan',
      'FAIR Prinzipien',
      'datahåndtering*',
      'datahantering',
      'forskningsdata*',
      'FAIR prinsipp*',
    ],
    questions: {
      basic: {
        question: 'What do the FAIR principles ask of research data?',
        answer: 'That they be Findable, Accessible, Interoperable and Reusable',
        distractors: [
          'That they be Free of charge, Anonymised, Indexed by a search engine and Reviewed by peers',
          'That they be Filed, Archived, Inspected and Released',
          'That they be Funded, Audited, Integrated and Retained',
        ],
        explanation:
          'FAIR stands for Findable, Accessible, Interoperable and Reusable: data described and stored so that people and machines can find, reach, combine and reuse them, not necessarily free or open to all.',
      },
      intermediate: {
        question: 'What does a data management plan for a research project set out?',
        answer:
          'How its data will be collected, described, stored, shared and kept during and after the project',
        distractors: [
          "The budget for the project's servers and software licences",
          'The statistical tests the researchers will run on their results',
          "The project's meeting schedule and reporting dates to the funder, with who takes the minutes at each meeting and where they are filed",
        ],
        explanation:
          'A data management plan describes the data a project will produce and how they will be documented, stored, protected, shared and preserved; funders often require one at the start of a project.',
      },
      advanced: {
        question: 'Which step does most to keep a published dataset findable and citable for the long term?',
        answer:
          'Depositing it in a trusted repository that gives it a persistent identifier and rich metadata',
        distractors: [
          "Posting the files on the project's website with a link from the research group's home page",
          'Sending the data by e-mail to anyone who asks for them after reading the paper',
          "Keeping it on the lead researcher's encrypted drive, with a backup copy on the institution's shared network drive that colleagues can reach",
        ],
        explanation:
          'A repository that assigns a persistent identifier (such as a DOI) and keeps the data with their metadata lets others find and cite them after websites move and people leave; files on a website or a drive do not last.',
      },
    },
  },
  {
    // Interviews, focus groups and fieldwork read for meaning rather than counted ('Tener experiencia en metodologías
    // cualitativas'): a study's own interviews and recruited sample are this work, not hiring.
    competency: 'Qualitative Research',
    domain: 'data',
    keywords: [
      'qualitative research',
      'qualitative methods',
      'qualitative methodology',
      'qualitative methodologies',
      'qualitative analysis',
      'qualitative data',
      'qualitative interviews',
      'semi-structured interviews',
      'in-depth interviews',
      'focus group',
      'thematic analysis',
      'ethnography',
      'ethnographic',
      'grounded theory',
      'nvivo',
      'atlas.ti',
      'maxqda',
      'investigación cualitativa',
      'métodos cualitativos',
      'metodología cualitativa',
      'metodologías cualitativas',
      'análisis cualitativo',
      'entrevistas en profundidad',
      'entrevistas semiestructuradas',
      'entrevistas semi-estructuradas',
      'grupo focal',
      'grupos focales',
      'técnicas cualitativas',
      'análisis de entrevistas',
      'etnografía',
      'recherche qualitative',
      'méthodes qualitatives',
      'méthodologie qualitative',
      'analyse qualitative',
      'entretiens semi-directifs',
      // German inflects the adjective ('Erfahrung mit qualitativen Methoden').
      'qualitative forschung',
      'qualitativer forschung',
      'qualitative methoden',
      'qualitativen methoden',
      'qualitative sozialforschung',
      'qualitativen sozialforschung',
      'qualitativen interviews',
      'qualitative inhaltsanalyse',
      'qualitativen inhaltsanalyse',
      'fokusgruppen',
      'ricerca qualitativa',
      'metodi qualitativi',
      'metodologie qualitative',
      'analisi qualitativa',
      'interviste in profondità',
    ],
    // An ecologist or a surveyor does fieldwork too: it counts only beside a word for the qualitative work itself.
    settingKeywords: [
      'fieldwork',
      'trabajo de campo',
      'travail de terrain',
      'enquête de terrain',
      'feldforschung',
      'lavoro sul campo',
    ],
    questions: {
      basic: {
        question: 'What does the interviewer work from in a semi-structured interview?',
        answer: 'A guide of topics and open questions, followed flexibly and with follow-up probes',
        distractors: [
          'A script read word for word to every participant in the same order, with no follow-up questions, so that the answers can be compared',
          'A questionnaire of closed questions with fixed answer options',
          'The consent form the participant has signed',
        ],
        explanation:
          'A semi-structured guide makes sure the same themes are covered with every participant while leaving room to follow what each one raises; a fixed script of closed questions is a survey.',
      },
      intermediate: {
        question: 'In the thematic analysis of interview transcripts, what is coding?',
        answer: 'Labelling passages with short codes for what they say, then grouping the codes into themes',
        distractors: [
          'Turning the answers into numeric scores so that a regression can tell which themes are statistically significant',
          "Replacing the participants' names with numbers",
          'Typing the audio recordings up as text',
        ],
        explanation:
          'Codes name what each passage is about; comparing and grouping them across interviews gives the themes. Replacing names is pseudonymisation and typing up recordings is transcription, both done before the analysis.',
      },
      advanced: {
        question: 'In an interview study, what does it mean to have reached saturation?',
        answer: 'Further interviews bring up no new codes or themes',
        distractors: [
          'The sample is large enough for the results to be statistically significant at the 5% level',
          'Every participant has given the same answer to each question',
          'The interviewer has asked every question of the guide',
        ],
        explanation:
          'Qualitative samples are not sized for statistical tests: interviewing usually stops when new interviews only repeat codes and themes already found.',
      },
    },
  },
];
