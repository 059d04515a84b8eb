import type { BankCompetency } from './types.ts';

/** Languages, platforms and practices of software engineering. */
export const softwareCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Java',
    domain: 'software',
    keywords: [
      'java',
      'jvm',
      'j2ee',
      'jakarta ee',
      'Spring Boot',
      'Spring Framework',
      'Spring MVC',
      'Hibernate',
      'Maven',
      'Gradle',
      'desarrollador java',
    ],
    questions: {
      basic: {
        question:
          'In Java, what is the difference between == and equals() when comparing two String objects?',
        answer: '== compares object references; equals() compares the characters',
        distractors: [
          '== compares the characters; equals() compares object references',
          'There is no difference for strings',
          'equals() only works on string literals',
        ],
        explanation:
          'Two distinct String objects with the same text are equals() but not ==, so string contents must be compared with equals().',
      },
      intermediate: {
        question: 'Which Java collection keeps only unique elements and iterates over them in sorted order?',
        answer: 'TreeSet',
        distractors: ['HashSet', 'LinkedHashSet', 'ArrayList'],
        explanation:
          'TreeSet is a sorted NavigableSet; HashSet has no defined order, LinkedHashSet keeps insertion order and ArrayList allows duplicates.',
      },
      advanced: {
        question: 'What happens if a Java class overrides equals() but not hashCode()?',
        answer: 'Equal objects can get different hash codes, so HashMap and HashSet may fail to find them',
        distractors: [
          'The class no longer compiles',
          'All hash-based collections fall back to comparing objects with ==, so equals() is silently ignored',
          'The JVM generates a matching hashCode() automatically',
        ],
        explanation:
          'The contract requires equal objects to have equal hash codes; hash-based collections look in the bucket chosen by hashCode() before calling equals().',
      },
    },
  },
  {
    competency: 'Python',
    domain: 'software',
    keywords: ['python', 'Django', 'Flask', 'FastAPI', 'pandas', 'NumPy'],
    questions: {
      basic: {
        question: 'What does len([1, [2, 3], 4]) return in Python?',
        answer: '3',
        distractors: ['4', '2', 'It raises a TypeError'],
        explanation: 'len counts the top-level items of the list: 1, the nested list [2, 3], and 4.',
      },
      intermediate: {
        question: 'What is the main difference between a list and a tuple in Python?',
        answer: 'Lists are mutable; tuples are immutable',
        distractors: [
          'Tuples can only hold numbers',
          'Lists can be used as dictionary keys; tuples cannot',
          'Tuples keep their order; lists do not',
        ],
        explanation:
          'Both are ordered sequences of any type; a tuple cannot be changed after creation, which also makes a tuple of hashable items usable as a dictionary key.',
      },
      advanced: {
        question:
          'What does this Python code print? def add(item, items=[]): items.append(item); return items — then print(add(1), add(2))',
        answer: '[1, 2] [1, 2]',
        distractors: ['[1] [2]', '[1] [1, 2]', 'It raises a TypeError'],
        explanation:
          'A default value is evaluated once, when the function is defined, so both calls append to and return the same list; use items=None and create the list inside.',
      },
    },
  },
  {
    competency: 'JavaScript',
    domain: 'software',
    keywords: ['javascript', 'ecmascript', 'es6', 'jQuery', 'apps script', 'appscript'],
    questions: {
      basic: {
        question: 'What is the difference between let and const in JavaScript?',
        answer: 'A const variable cannot be reassigned; a let variable can',
        distractors: [
          'const makes objects fully immutable',
          'let is function-scoped while const is block-scoped',
          'const variables can only hold numbers or strings',
        ],
        explanation:
          'Both are block-scoped; const only prevents reassigning the binding, so the properties of a const object can still change.',
      },
      intermediate: {
        question: 'What is a closure in JavaScript?',
        answer:
          'A function together with the variables of the scope it was created in, which it can still use later',
        distractors: [
          'A function that runs immediately after it is defined and then closes its scope so nothing can reach it again',
          'A way to close open network connections',
          'An object whose properties cannot be changed',
        ],
        explanation:
          'Inner functions keep access to their outer variables even after the outer function returns; this is how private state and callbacks keep their context.',
      },
      advanced: {
        question:
          "In what order is this logged? console.log('A'); setTimeout(() => console.log('B'), 0); Promise.resolve().then(() => console.log('C')); console.log('D');",
        answer: 'A, D, C, B',
        distractors: ['A, B, C, D', 'A, D, B, C', 'A, C, D, B'],
        explanation:
          'Synchronous code runs first (A, D); then the microtask queue (the promise callback, C) is emptied before the next task (the timer, B).',
      },
    },
  },
  {
    competency: 'TypeScript',
    domain: 'software',
    keywords: ['typescript'],
    questions: {
      basic: {
        question: 'What does TypeScript add to JavaScript?',
        answer: 'Static types that are checked at compile time',
        distractors: [
          "A new runtime that replaces the browser's JavaScript engine",
          'Automatic memory management',
          'Multithreading for browser code',
        ],
        explanation:
          'TypeScript is a typed superset of JavaScript; the types are checked by the compiler and erased, so the output is plain JavaScript.',
      },
      intermediate: {
        question: 'In TypeScript, what is the key difference between the types unknown and any?',
        answer: 'A value of type unknown must be narrowed before use; any switches type checking off',
        distractors: [
          'unknown can only hold null or undefined',
          'any is checked when the program runs, while unknown is checked only by the compiler at build time',
          'There is no difference; they are aliases',
        ],
        explanation:
          'Both accept every value, but unknown forces a type check (typeof, a type guard, a schema) before the value can be used, which keeps code type-safe.',
      },
      advanced: {
        question:
          "Given type Shape = { kind: 'circle'; radius: number } | { kind: 'square'; side: number }, what lets TypeScript know that shape.radius exists inside if (shape.kind === 'circle')?",
        answer: 'Narrowing of the discriminated union by its literal kind property',
        distractors: [
          'A runtime type cast inserted by the compiler',
          'The order in which the union members are declared',
          'Declaration merging of the two object types',
        ],
        explanation:
          'Each member has a distinct literal type for kind, so comparing it narrows the union to the matching member; no code is emitted for this.',
      },
    },
  },
  {
    competency: 'Front-end Development',
    domain: 'software',
    keywords: [
      'front-end',
      'frontend',
      'html',
      'html5',
      'css',
      'css3',
      'responsive design',
      'web accessibility',
      'Angular',
      'Vue',
      'Sass',
      'Tailwind',
      'desarrollo web',
      'desarrollo front-end',
      'maquetación',
    ],
    questions: {
      basic: {
        question: "Which HTML element is semantically meant for a page's main navigation links?",
        answer: '<nav>',
        distractors: ['<aside>', '<section>', '<footer>'],
        explanation:
          '<nav> marks a block of major navigation links, which assistive technologies expose as a navigation landmark.',
      },
      intermediate: {
        question: 'Which of these CSS selectors has the highest specificity?',
        answer: '#header',
        distractors: ['.header .title', 'div p span', 'header.title'],
        explanation:
          'An ID selector (1,0,0) outranks any number of classes (0,2,0 and 0,1,1) or element selectors (0,0,3).',
      },
      advanced: {
        question: "Which Core Web Vitals metric measures a page's responsiveness to user interactions?",
        answer: 'Interaction to Next Paint (INP)',
        distractors: [
          'Largest Contentful Paint (LCP)',
          'Cumulative Layout Shift (CLS)',
          'Time to First Byte (TTFB)',
        ],
        explanation:
          'INP replaced First Input Delay in March 2024; LCP measures loading, CLS visual stability, and TTFB is a server diagnostic, not a Core Web Vital.',
      },
    },
  },
  {
    competency: 'Mobile App Development',
    domain: 'software',
    // Native and cross-platform apps for phones and tablets: iOS, Android and their languages and UI toolkits.
    keywords: [
      'iOS',
      'Android',
      'Swift',
      'SwiftUI',
      'UIKit',
      'Kotlin',
      'Jetpack Compose',
      'Flutter',
      'React Native',
      'Xamarin',
      'mobile app',
      'mobile application',
      'mobile development',
      'mobile developer',
      'App Store',
      'Google Play',
      'aplicación móvil',
      'desarrollo móvil',
      'application mobile',
      'mobilní aplikace',
      'mobilní vývoj',
      'mobilního vývoje',
    ],
    questions: {
      basic: {
        question: 'Why should a mobile app not make a network request on its main (UI) thread?',
        answer: 'The screen freezes and ignores touches until the request finishes',
        distractors: [
          'Requests sent from the main thread are not encrypted',
          'The system pauses the main thread of every app whenever the screen turns off',
          'App stores reject any build that uses the network',
        ],
        explanation:
          'The main thread draws the interface and handles input; slow work there blocks both, and the system may report or close an unresponsive app. Network calls belong on a background thread or coroutine.',
      },
      intermediate: {
        question:
          'The operating system may end a backgrounded app to free memory. What should the app do so the user comes back to where they left off?',
        answer: 'Save the state it needs when sent to the background and restore it on relaunch',
        distractors: [
          'Nothing: the system keeps a backgrounded app in memory until the user closes it',
          'Run a background service that keeps the whole app in memory at all times',
          'Ask the user not to switch to other apps while a task is open',
        ],
        explanation:
          'iOS and Android both reclaim memory from background apps; state restoration (scene state, saved instance state) lets the app rebuild the screen and unsent input.',
      },
      advanced: {
        question: 'Why do mobile teams ship a new version through a staged rollout or behind a feature flag?',
        answer: 'A store release cannot be pulled back from phones, so faults must show on a few users first',
        distractors: [
          'Staged rollouts let a release skip the app store review',
          'Feature flags make the downloaded app binary smaller',
          "App stores require every new release to reach all of the app's users within one hour of approval",
        ],
        explanation:
          'Users update at their own pace and an installed build stays installed; releasing to a small share (or switching a feature off remotely) limits the harm of a bad build while a fix goes through review.',
      },
    },
  },
  {
    competency: 'React',
    domain: 'software',
    keywords: ['React', 'reactjs', 'React.js', 'Next.js', 'Redux', 'jsx'],
    questions: {
      basic: {
        question: 'In React, what is the difference between props and state?',
        answer: 'Props are passed in by the parent; state is data the component manages itself',
        distractors: [
          'Props can be changed freely by the component that receives them; state is read-only once set',
          'State is shared automatically by every component',
          'Props exist only in class components',
        ],
        explanation:
          'Props are read-only inputs from the parent; state (useState) belongs to the component and re-renders it when updated.',
      },
      intermediate: {
        question: 'Why does React need a key prop on items rendered from a list?',
        answer: 'To identify each item between renders so the right elements are updated, moved or removed',
        distractors: [
          'To encrypt the list before it is rendered',
          'To sort the items alphabetically',
          'To make every list item focusable with the keyboard and announce its position to screen readers',
        ],
        explanation:
          'Stable, unique keys let reconciliation match items across renders; using the array index breaks when items are inserted or reordered.',
      },
      advanced: {
        question:
          'A useEffect lists, as a dependency, an object created during render, and the effect runs after every render. Why?',
        answer: 'A new object is created on each render, so the dependency never equals the previous one',
        distractors: [
          'useEffect always runs after every render, whatever its dependencies',
          'Objects are not allowed in dependency arrays',
          "The effect's cleanup function triggers it again",
        ],
        explanation:
          'Dependencies are compared with Object.is; memoise the object with useMemo or depend on its primitive fields instead.',
      },
    },
  },
  {
    competency: 'Node.js',
    domain: 'software',
    keywords: ['Node.js', 'nodejs', 'Express.js', 'ExpressJS', 'NestJS', 'npm'],
    questions: {
      basic: {
        question: 'What is Node.js?',
        answer: 'A runtime that executes JavaScript outside the browser, built on the V8 engine',
        distractors: [
          'A JavaScript framework for building user interfaces',
          'A database that stores JSON documents',
          'A compiler that turns JavaScript into native executables so it no longer needs a browser or an engine',
        ],
        explanation:
          "Node.js embeds Chrome's V8 engine and adds an event loop and system APIs (files, network, processes) for server-side JavaScript.",
      },
      intermediate: {
        question: 'Why should CPU-heavy work not run directly inside a Node.js request handler?',
        answer: 'It blocks the single event-loop thread, delaying every other request',
        distractors: [
          'Node.js cannot do arithmetic on large numbers',
          'It forces npm to reinstall dependencies',
          'Request handlers are limited to one second of CPU time, after which Node.js terminates the process',
        ],
        explanation:
          'JavaScript runs on one thread per process; move heavy computation to worker threads, a child process or a job queue.',
      },
      advanced: {
        question: "When a Node.js writable stream's write() returns false, what should the producer do?",
        answer: "Stop writing and wait for the 'drain' event before continuing",
        distractors: [
          'Retry writing the same chunk immediately',
          'Close the stream and open a new one',
          'Nothing: the chunk was discarded and can be skipped',
        ],
        explanation:
          "false means the internal buffer is over its highWaterMark (the chunk is still queued); respecting 'drain' is backpressure and keeps memory bounded. pipeline() does it for you.",
      },
    },
  },
  {
    competency: 'C# and .NET',
    domain: 'software',
    keywords: ['C#', 'csharp', '.NET', 'dotnet', 'ASP.NET', 'entity framework', 'Blazor'],
    questions: {
      basic: {
        question: 'In C#, what is the difference between a class and a struct?',
        answer: 'A class is a reference type; a struct is a value type',
        distractors: [
          'A struct can have methods; a class cannot',
          'Structs can inherit from other structs; classes cannot inherit',
          'There has been no difference since C# 8',
        ],
        explanation:
          'Assigning a struct copies its value, while assigning a class copies a reference to the same object; structs cannot inherit from other structs.',
      },
      intermediate: {
        question: 'What does deferred execution mean for a LINQ query in C#?',
        answer: 'The query runs only when its results are enumerated, not when it is defined',
        distractors: [
          'The query always runs on a background thread',
          'The results are computed when the query is defined and cached, so later enumerations reuse them for ever',
          'The query is compiled into SQL at build time',
        ],
        explanation:
          'Most LINQ operators build a query that executes on enumeration (foreach, ToList); enumerating twice runs it twice.',
      },
      advanced: {
        question:
          'Why is blocking on an async Task with .Result on a UI thread (for example in WPF or WinForms) risky?',
        answer: 'It can deadlock: the thread waits for a continuation that needs that same thread',
        distractors: [
          'It runs the task a second time',
          'It silently discards any exception the task throws',
          'It moves the task to a new background thread, which is safe but makes the UI slightly slower to respond',
        ],
        explanation:
          "The awaited continuation is posted back to the UI's SynchronizationContext, which is blocked by .Result; use await all the way (or ConfigureAwait(false) in libraries).",
      },
    },
  },
  {
    competency: 'SQL and Relational Databases',
    domain: 'software',
    keywords: [
      'sql',
      'mysql',
      'postgresql',
      'postgres',
      'sql server',
      'Oracle',
      'sqlite',
      'pl/sql',
      't-sql',
      'relational database',
      'gestores de base de datos',
    ],
    // Any office keeps 'a client database' or 'donor databases such as SharePoint', and enters data in them: the word
    // alone names records, not the design and querying of relational tables.
    settingKeywords: ['database', 'base de datos', 'bases de datos'],
    questions: {
      basic: {
        question: 'What does a primary key guarantee in a relational table?',
        answer: 'Every row is uniquely identified and the key is never null',
        distractors: [
          'The rows are stored in alphabetical order',
          'The column may hold duplicates but no nulls',
          'The table can be joined to others only through it',
        ],
        explanation:
          'A primary key is unique and not null; the database usually enforces it with an index. Joins can use any columns.',
      },
      intermediate: {
        question: 'What is the difference between WHERE and HAVING in SQL?',
        answer: 'WHERE filters rows before grouping; HAVING filters groups after aggregation',
        distractors: [
          'HAVING filters rows before grouping; WHERE filters groups after aggregation',
          'They are interchangeable in every query',
          'HAVING can only be used together with a JOIN',
        ],
        explanation:
          'Conditions on aggregates such as COUNT(*) > 5 belong in HAVING; conditions on individual rows belong in WHERE, which also lets the database filter earlier.',
      },
      advanced: {
        question:
          'According to the SQL standard, which transaction isolation level is the only one that prevents phantom reads?',
        answer: 'SERIALIZABLE',
        distractors: ['REPEATABLE READ', 'READ COMMITTED', 'READ UNCOMMITTED'],
        explanation:
          'The standard allows phantoms (new rows matching a repeated query) at every level below SERIALIZABLE; some engines, such as PostgreSQL, prevent them earlier.',
      },
    },
  },
  {
    competency: 'REST APIs',
    domain: 'software',
    keywords: [
      'REST',
      'rest api',
      'restful',
      'api',
      'openapi',
      'swagger',
      'graphql',
      'web services',
      'servicios web',
    ],
    questions: {
      basic: {
        question: 'Which HTTP method is normally used to create a new resource in a REST API?',
        answer: 'POST',
        distractors: ['GET', 'DELETE', 'HEAD'],
        explanation:
          'POST submits a new entity to a collection (POST /orders), typically answered with 201 Created and a Location header.',
      },
      intermediate: {
        question: 'Which of these sets contains only idempotent HTTP methods?',
        answer: 'GET, PUT and DELETE',
        distractors: ['GET, POST and PUT', 'POST and PATCH', 'POST, PUT and DELETE'],
        explanation:
          'Repeating an idempotent request has the same effect as sending it once (RFC 9110); POST is not idempotent and PATCH is not guaranteed to be.',
      },
      advanced: {
        question:
          'How can a REST API let clients safely retry a POST that creates a payment after a network timeout?',
        answer:
          'Accept a client-generated idempotency key and return the original result when the same key is sent again',
        distractors: [
          'Ask clients to wait at least 60 seconds before any retry, so the first request has always finished by then',
          'Create payments with GET so retries are harmless',
          'Reject every repeated request with 409 Conflict',
        ],
        explanation:
          'The client cannot know whether the first request succeeded; an idempotency key (as in the Stripe API) lets the server recognise the retry and avoid charging twice.',
      },
    },
  },
  {
    competency: 'Cloud Computing',
    domain: 'software',
    keywords: [
      'cloud computing',
      'cloud platform',
      'cloud services',
      'cloud infrastructure',
      'cloud native',
      'AWS',
      'amazon web services',
      'Azure',
      'gcp',
      'google cloud platform',
      'ec2',
      'serverless',
      'SageMaker',
      'computación en la nube',
    ],
    questions: {
      basic: {
        question: 'What does Infrastructure as a Service (IaaS) provide?',
        answer: 'Virtual machines, storage and networks that you manage from the operating system up',
        distractors: [
          'A finished application used through a web browser',
          'A platform for deploying application code without managing any servers, networks or operating systems',
          'Physical servers delivered to your own office',
        ],
        explanation:
          'With IaaS (e.g. Amazon EC2) you run your own OS and software on rented infrastructure; the platform option is PaaS and the finished application is SaaS.',
      },
      intermediate: {
        question: 'What is the main benefit of running an application across several availability zones?',
        answer: 'It keeps running if one zone fails, for example after a data centre power outage',
        distractors: [
          'It lowers latency for users on other continents',
          'It removes the need for backups',
          'It reduces the cost of data transfer',
        ],
        explanation:
          'Availability zones are isolated groups of data centres within one region; spreading across them protects against a zone outage, not against data loss or distance.',
      },
      advanced: {
        question:
          'Under the cloud shared responsibility model, who patches the guest operating system of an IaaS virtual machine such as Amazon EC2?',
        answer: 'The customer',
        distractors: [
          'The cloud provider',
          'Nobody: it is patched automatically',
          'The hardware manufacturer',
        ],
        explanation:
          'The provider secures the infrastructure "of" the cloud; with IaaS the customer owns security "in" the cloud, including the guest OS, applications and data.',
      },
    },
  },
  {
    competency: 'DevOps and CI/CD',
    domain: 'software',
    keywords: [
      'devops',
      'ci/cd',
      'continuous integration',
      'continuous delivery',
      'continuous deployment',
      'docker',
      'kubernetes',
      'k8s',
      'terraform',
      'ansible',
      'jenkins',
      'github actions',
      'gitlab ci',
      'infrastructure as code',
      'site reliability',
      'containers',
    ],
    questions: {
      basic: {
        question: 'What is continuous integration?',
        answer:
          'Merging changes into a shared branch often, with every change automatically built and tested',
        distractors: [
          'Deploying every change to production without tests',
          'Integrating all features once at the end of a project',
          'Keeping one build server running continuously so that developers never have to restart their tools',
        ],
        explanation:
          'Frequent small merges with an automated build and test run catch integration problems early, while they are cheap to fix.',
      },
      intermediate: {
        question: 'What is the difference between a Docker image and a container?',
        answer: 'An image is a read-only template; a container is a running instance of an image',
        distractors: [
          'A container is the template; an image is the running process',
          'Images run only on Linux; containers run anywhere',
          'They are two names for the same thing',
        ],
        explanation:
          'Many containers can be started from one image; each adds its own writable layer and process on top of the image layers.',
      },
      advanced: {
        question: 'In Kubernetes, what happens to a pod whose readiness probe starts failing?',
        answer:
          'It is removed from Service endpoints and gets no traffic, but its container is not restarted',
        distractors: [
          'Its container is restarted immediately',
          'The pod and its persistent volume are deleted and the Deployment schedules a fresh replacement pod',
          'The pod is moved to another node',
        ],
        explanation:
          'Readiness controls traffic; it is the liveness probe whose failure makes the kubelet restart the container.',
      },
    },
  },
  {
    competency: 'Software Testing',
    domain: 'software',
    keywords: [
      'software testing',
      'unit testing',
      'unit test',
      'integration testing',
      'end-to-end testing',
      'test automation',
      'automated testing',
      'qa',
      'quality assurance',
      'tdd',
      'test-driven',
      'Selenium',
      'Cypress',
      'Playwright',
      'JUnit',
      'Jest',
      'pytest',
      'pruebas unitarias',
      'pruebas automatizadas',
      'pruebas de software',
      'aseguramiento de la calidad',
      // Finnish testing and testers, inflected and compounded ('suorituskykytestauksen', 'testausympäristöjen',
      // 'ohjelmistotestaaja'); Swedish testing.
      '*testau*',
      '*testaaj*',
      'testning',
      'testautomatisering',
    ],
    questions: {
      basic: {
        question: 'What does a unit test check?',
        answer: 'A small piece of code, such as one function, in isolation',
        distractors: [
          'The whole system through its user interface',
          'How the system performs under heavy load',
          "That the software meets the customer's contract",
        ],
        explanation:
          'Unit tests are small and fast; end-to-end tests drive the whole system, load tests measure performance, acceptance tests check the agreed requirements.',
      },
      intermediate: {
        question: 'In the test pyramid, which kind of test should be the most numerous?',
        answer: 'Unit tests',
        distractors: ['End-to-end UI tests', 'Manual exploratory tests', 'Load tests'],
        explanation:
          'Fast, cheap unit tests form the wide base; slower integration tests sit in the middle and a few end-to-end tests at the top.',
      },
      advanced: {
        question:
          'A test passes on some runs and fails on others without any code change. What is it, and what is a common cause?',
        answer: 'A flaky test, often caused by timing, shared state or dependence on test order',
        distractors: [
          'A regression test that keeps catching the same bug, because new code keeps reintroducing an old defect',
          'A smoke test, caused by missing test data',
          'A mutation test, caused by the mutation tool',
        ],
        explanation:
          'Flaky tests depend on something besides the code under test (sleeps, clocks, random data, leftovers of other tests); they erode trust in the suite and must be fixed or quarantined.',
      },
    },
  },
  {
    competency: 'Application Security',
    domain: 'software',
    keywords: [
      'application security',
      'appsec',
      'security',
      'cybersecurity',
      'secure coding',
      'owasp',
      'penetration testing',
      'vulnerability',
      'vulnerabilities',
      'seguridad informática',
      'ciberseguridad',
    ],
    // Guarding a site or a building ('Security Receptionist', 'security officer', 'site security', 'the security
    // setup' of a reception) and security in a society's sense ('social security', 'food security') are no software's
    // security; 'information security officer', 'IT security staff' are.
    otherSense: {
      after:
        /^ (?:receptionists?|guards?|guarding|officers?|patrols?|patrolling|setup|set up|desks?|lodges?|gates?|screening|rounds?|personnel|staff|agents?|cameras?|clearances?|uniforms?|companies|company|industry)\b/,
      before:
        /\b(?:physical|site|building|premises|store|retail|event|airport|aviation|personal|private|residential|campus|social|job|food|income|national|homeland|border|maritime)\s+$/,
      ownSenseBefore:
        /\b(?:information|it|cyber|computer|network|data|application|software|cloud|web|ict)\s+$/,
    },
    questions: {
      basic: {
        question: 'What is the most effective defence against SQL injection?',
        answer: 'Parameterised queries (prepared statements)',
        distractors: [
          'Hiding detailed database error messages from end users',
          'Serving every page over HTTPS',
          'Limiting the length of input fields',
        ],
        explanation:
          'Parameters are sent separately from the SQL text, so user input can never change the structure of the query.',
      },
      intermediate: {
        question: 'How should an application store user passwords?',
        answer: 'Hashed with a slow, salted algorithm such as bcrypt or Argon2',
        distractors: [
          'Encrypted with AES so they can be recovered when needed',
          'Hashed once with MD5',
          'In plain text in a table that only administrators can read',
        ],
        explanation:
          'Passwords should never be recoverable; slow salted hashes make stolen hashes expensive to crack, while MD5 is fast and broken.',
      },
      advanced: {
        question: 'Which defence most directly prevents cross-site request forgery (CSRF)?',
        answer:
          "Anti-CSRF tokens or SameSite cookies, so other sites cannot send requests with the user's session",
        distractors: [
          'Escaping user input in HTML output',
          'Hashing passwords with bcrypt',
          'Allowing cross-origin (CORS) requests from every origin, so that browsers stop attaching session cookies',
        ],
        explanation:
          "CSRF abuses the browser's automatic sending of cookies; output escaping stops XSS, not CSRF, and permissive CORS makes matters worse.",
      },
    },
  },
  {
    competency: 'System Design',
    domain: 'software',
    keywords: [
      'system design',
      'distributed systems',
      'scalability',
      'scalable',
      'microservices',
      'software architecture',
      'high availability',
      'load balancing',
      'caching',
      'rpc',
      'sistemas distribuidos',
      'arquitectura de software',
      'escalabilidad',
    ],
    questions: {
      basic: {
        question: 'What does a load balancer do?',
        answer: 'Spreads incoming requests across several servers',
        distractors: [
          'Compresses data before it is stored',
          'Keeps the sizes of database tables even',
          'Encrypts traffic between microservices',
        ],
        explanation:
          'Distributing requests raises capacity and, with health checks, routes around failed servers.',
      },
      intermediate: {
        question: 'What is the main trade-off of putting a cache in front of a database?',
        answer: 'Faster reads, at the risk of serving stale data',
        distractors: [
          'Stronger consistency, at the cost of slower reads',
          'Less memory use, at the cost of more disk use',
          'Fewer servers, at the cost of no longer being able to write data',
        ],
        explanation:
          'A cache answers from a copy; expiry times and invalidation decide how stale that copy may become.',
      },
      advanced: {
        question:
          'According to the CAP theorem, what must a distributed data store choose between during a network partition?',
        answer: 'Consistency and availability',
        distractors: ['Consistency and durability', 'Latency and throughput', 'Availability and scalability'],
        explanation:
          'When nodes cannot communicate, the system either refuses some requests to stay consistent or answers them and risks returning stale data.',
      },
    },
  },
  {
    competency: 'Git',
    domain: 'software',
    keywords: [
      'git',
      'github',
      'gitlab',
      'bitbucket',
      'version control',
      'source control',
      'control de versiones',
    ],
    questions: {
      basic: {
        question: 'What does git commit do?',
        answer: 'Records a snapshot of the staged changes in the local repository',
        distractors: [
          'Uploads your changes to the remote repository',
          'Creates a new branch from your changes',
          'Discards all uncommitted changes',
        ],
        explanation:
          'A commit is local; git push sends commits to a remote, git branch creates branches, and git restore or reset discards changes.',
      },
      intermediate: {
        question: 'What is the difference between git fetch and git pull?',
        answer:
          'fetch downloads remote changes without merging them; pull fetches and then merges or rebases them',
        distractors: [
          'fetch uploads your local commits to the remote, while pull downloads the commits that others have pushed',
          'They are two names for the same command',
          'pull only works on the main branch',
        ],
        explanation:
          'fetch updates remote-tracking branches so you can inspect them first; pull also integrates them into your current branch.',
      },
      advanced: {
        question: 'Why should you avoid rebasing commits that have already been pushed to a shared branch?',
        answer: "Rebasing rewrites them as new commits, so collaborators' copies diverge and need repairing",
        distractors: [
          'Rebasing permanently deletes the commits from the remote',
          'Git refuses to rebase commits that have been pushed',
          'Rebasing merges every branch of the repository together, so unrelated work ends up in the shared branch',
        ],
        explanation:
          'Rebased commits get new hashes; anyone who built on the old ones must reconcile histories, and pushing needs a force push.',
      },
    },
  },
  {
    competency: 'Computer Networking',
    domain: 'software',
    keywords: [
      'networking',
      'network engineer',
      'tcp/ip',
      'tcp',
      'udp',
      'dns',
      'dhcp',
      'vpn',
      'firewall',
      'subnetting',
      'redes informáticas',
    ],
    questions: {
      basic: {
        question: 'What does DNS do?',
        answer: 'Translates domain names into IP addresses',
        distractors: [
          'Encrypts web traffic between browser and server',
          'Assigns IP addresses to devices automatically',
          'Blocks unwanted network traffic',
        ],
        explanation:
          'The Domain Name System resolves names like example.com to addresses; encryption is TLS, address assignment is DHCP and blocking is a firewall.',
      },
      intermediate: {
        question: 'What is the main difference between TCP and UDP?',
        answer:
          'TCP gives reliable, ordered delivery over a connection; UDP sends datagrams with no delivery guarantee',
        distractors: [
          'UDP is reliable and ordered; TCP is not',
          'TCP is used only for email and file transfer, while UDP is used for web pages and every kind of streaming',
          'UDP encrypts data; TCP does not',
        ],
        explanation:
          'TCP retransmits and orders data at the cost of latency; UDP suits real-time traffic and protocols (DNS, QUIC) that handle loss themselves.',
      },
      advanced: {
        question: 'How many usable host addresses does an IPv4 /26 subnet have?',
        answer: '62',
        distractors: ['64', '30', '126'],
        explanation:
          'A /26 leaves 6 host bits: 2^6 = 64 addresses, minus the network and broadcast addresses.',
      },
    },
  },
  {
    competency: 'Data Structures and Algorithms',
    domain: 'software',
    keywords: [
      'data structures',
      'algorithms',
      'algorithm',
      'big o',
      'time complexity',
      'estructuras de datos',
      'algoritmos',
    ],
    questions: {
      basic: {
        question: 'Which data structure works on a last-in, first-out (LIFO) basis?',
        answer: 'Stack',
        distractors: ['Queue', 'Hash table', 'Binary search tree'],
        explanation: 'A stack pushes and pops at the same end; a queue is first-in, first-out.',
      },
      intermediate: {
        question: 'What is the time complexity of binary search on a sorted array of n elements?',
        answer: 'O(log n)',
        distractors: ['O(n)', 'O(n log n)', 'O(1)'],
        explanation: 'Each comparison halves the remaining range, so about log2(n) steps are needed.',
      },
      advanced: {
        question: 'What is the time complexity of looking up a key in a hash table?',
        answer: 'O(1) on average, degrading towards O(n) when many keys collide',
        distractors: [
          'O(log n) on average, degrading to O(n log n) when the table is full',
          'O(n) on average, improving to O(1) when keys are sorted',
          'O(1) in every case, since hashing has no worst case',
        ],
        explanation:
          'A good hash function spreads keys evenly; with many collisions, lookups scan a long bucket (Java 8+ HashMap mitigates this with trees).',
      },
    },
  },
  {
    competency: 'Engineering Management',
    domain: 'software',
    keywords: [
      'engineering management',
      'engineering manager',
      'director of engineering',
      'head of engineering',
      'vp of engineering',
      'technical leadership',
      'technical leads',
      'managing engineers',
      'director de tecnología',
      'liderazgo tecnológico',
      'directeur technique',
      'directrice technique',
    ],
    questions: {
      basic: {
        question:
          'What is the main purpose of a regular one-on-one between an engineering manager and a team member?',
        answer: 'To give the team member dedicated time for feedback, growth and concerns',
        distractors: [
          'To review every line of code they wrote that week',
          "To assign the sprint's tickets",
          "To replace the team's stand-up meeting",
        ],
        explanation:
          "One-on-ones are the report's meeting: career, feedback in both directions and problems that do not belong in a group setting.",
      },
      intermediate: {
        question:
          'Which four metrics does the DORA research programme use to measure software delivery performance?',
        answer:
          'Deployment frequency, lead time for changes, change failure rate and time to restore service',
        distractors: [
          'Lines of code written, commits per developer per day, story points completed and the number of bugs filed',
          'Velocity, burndown, utilisation and overtime',
          'Uptime, CPU usage, memory usage and disk usage',
        ],
        explanation:
          'The DORA metrics (Accelerate, Forsgren et al.) balance throughput and stability, and are measured per team rather than per person.',
      },
      advanced: {
        question:
          "A team's velocity starts being used to compare engineers and set their bonuses. What is the most likely result?",
        answer: 'Estimates inflate and collaboration drops, so velocity stops reflecting real progress',
        distractors: [
          'Output rises steadily with no side effects',
          'Estimates become more accurate over time',
          'Code quality improves, because engineers take more care once every piece of their work is being measured',
        ],
        explanation:
          "Goodhart's law: when a measure becomes a target it ceases to be a good measure. Velocity is a planning aid for a team, not a performance score.",
      },
    },
  },
];
