import type { BankCompetency } from './types.ts';

export const educationCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Teaching and Lesson Planning',
    domain: 'education',
    keywords: [
      'teaching',
      'teacher',
      'lesson planning',
      'lesson plan',
      'curriculum',
      'pedagogy',
      'learning outcomes',
      'online classes',
      'tutoring',
      // Turkish teachers and instructors, with their suffixes ('Uçuş Öğretmenlerimize', 'eğitmenler').
      'öğretmen*',
      'eğitmen*',
      'docente',
      'profesor',
      'profesora',
      'enseñanza',
      'planificación de clases',
      'enseignement',
      'pédagogie',
      'pédagogique',
      'animer des groupes',
      'animation de groupes',
      // Indonesian, Vietnamese and Chinese teaching ('mengajar', 'giảng dạy', '教学', '授课').
      'mengajar',
      'giảng dạy',
      '教学',
      '授课',
    ],
    // The 'curriculum vitae' an applicant sends ('Inviaci il tuo curriculum', 'envía tu currículum') is a CV.
    otherSense: {
      after: /^\s*vitae\b/,
      before: /\b(?:(?:il|i)\s+)?(?:tuo|tuoi|vostro|vostri|tu|tus|vuestro|votre|ton)\s+$/,
    },
    questions: {
      basic: {
        question: 'What is a learning objective?',
        answer: 'A clear statement of what students should be able to do by the end of a lesson',
        distractors: [
          'A list of the materials needed for the lesson',
          "The teacher's personal goals for the school year, agreed with the head of department at the start of term",
          'The mark a student needs in order to pass',
        ],
        explanation:
          'Good objectives are specific and observable ("students can identify the main idea of a paragraph") and guide both activities and assessment.',
      },
      intermediate: {
        question: 'What is the main purpose of formative assessment?',
        answer: 'To check understanding during learning so that teaching can be adjusted',
        distractors: [
          'To give a final grade at the end of a course',
          'To rank students against each other',
          'To certify that a student can move up a year',
        ],
        explanation:
          'Formative assessment (exit tickets, questioning, quick quizzes) informs the next teaching step; summative assessment evaluates learning at the end.',
      },
      advanced: {
        question: "Where does 'backward design' (Wiggins and McTighe) start when planning a unit?",
        answer: 'From the desired learning results, then the evidence of learning, then the activities',
        distractors: [
          "From the order of the textbook's chapters, so that each unit follows on from the one the class finished last",
          'From the activities students enjoy most',
          "From last year's lesson plans",
        ],
        explanation:
          'Understanding by Design plans in three stages: identify desired results, determine acceptable evidence, then plan learning experiences.',
      },
    },
  },
  {
    competency: 'Classroom Management',
    domain: 'education',
    keywords: [
      'classroom management',
      'classroom',
      'behaviour management',
      'behavior management',
      'student engagement',
      'gestión del aula',
      'aula',
    ],
    questions: {
      basic: {
        question:
          'What is the most effective way to establish good behaviour at the start of the school year?',
        answer: 'Set clear routines and expectations and practise them with the class',
        distractors: [
          'Wait until problems appear, then introduce rules',
          'Let each student decide their own rules',
          'Announce a full list of punishments on the first day, before any lessons begin',
        ],
        explanation:
          'Explicitly taught and rehearsed routines prevent most problems and make expectations predictable for every student.',
      },
      intermediate: {
        question:
          'A student keeps chatting while you explain something to the class. What is a good first response?',
        answer: 'A low-key, non-verbal cue such as moving closer or eye contact, without stopping the lesson',
        distractors: [
          'Send the student out of the classroom at once',
          'Stop the lesson straight away and reprimand the student in front of everyone, so the whole class sees the rule',
          'Ignore the behaviour for the rest of the term',
        ],
        explanation:
          'The least intrusive intervention that works keeps the lesson flowing and avoids turning minor behaviour into a confrontation.',
      },
      advanced: {
        question:
          "What is 'wait time' after asking the class a question, and what does research show about it?",
        answer:
          'Pausing a few seconds before taking an answer, which leads to longer, better-reasoned answers from more students',
        distractors: [
          'Waiting for the quietest student to answer first, which improves discipline',
          'Delaying the lesson until everyone is seated, which saves time overall',
          'Giving students a day to answer, which improves homework completion',
        ],
        explanation:
          'Mary Budd Rowe found that extending wait time to three seconds or more increases the length and quality of answers and the number of students responding.',
      },
    },
  },
  {
    competency: 'English Language Teaching',
    domain: 'education',
    keywords: [
      'english teacher',
      'english language teaching',
      'esl',
      'efl',
      'tefl',
      'celta',
      'phonics',
      'reading comprehension',
      'vocabulary',
      'conversational english',
      'profesor de inglés',
      'enseñanza de inglés',
    ],
    questions: {
      basic: {
        question: 'In phonics teaching, what is a digraph?',
        answer: "Two letters that together make one sound, such as 'sh' or 'ch'",
        distractors: [
          'A word with two syllables',
          'Two words joined to make a compound word',
          "A single letter that can make two different sounds, such as 'c' in 'cat' and 'city'",
        ],
        explanation:
          'Digraphs (sh, ch, th, ck, ee) are taught as single sound units so children can decode words containing them.',
      },
      intermediate: {
        question: "In early reading, what is 'blending'?",
        answer: "Combining individual sounds to read a whole word, such as /k/ /a/ /t/ into 'cat'",
        distractors: [
          'Splitting a word into its separate sounds',
          "Mixing English with the child's home language in one sentence",
          'Reading two books at the same time',
        ],
        explanation:
          'Blending is used for reading; segmenting, its reverse (breaking a word into sounds), is used for spelling.',
      },
      advanced: {
        question: 'In communicative language teaching, what best describes a task-based lesson?',
        answer:
          'Learners complete a meaningful task using the language, and the focus on form comes after the task',
        distractors: [
          'Learners memorise grammar rules before doing any speaking',
          "The teacher translates every new word into the learners' first language before they use it in any activity",
          'Learners repeat sentences after the teacher until they are accurate',
        ],
        explanation:
          "In task-based learning (e.g. Willis's framework) meaning comes first: pre-task, task cycle, then language focus on what learners needed.",
      },
    },
  },
  {
    // Day care, nurseries and kindergartens: caring for and teaching children under school age.
    competency: 'Early Childhood Education and Care',
    domain: 'education',
    keywords: [
      'early years',
      'early childhood',
      'childcare',
      'child care',
      'day care',
      'daycare',
      'nursery',
      'preschool',
      'toddlers',
      'playgroup',
      'educación infantil',
      'educador infantil',
      'educadora infantil',
      'guardería',
      'escuela infantil',
      'primera infancia',
      'petite enfance',
      'crèche',
      'jeunes enfants',
      'assistante maternelle',
      'kita',
      'kindertagesstätte',
      'kinderbetreuung',
      'kinderkrippe',
      'frühpädagogik',
      'erzieher',
      'erzieherin',
      'asilo nido',
      'prima infanzia',
      "scuola dell'infanzia",
      'kinderopvang',
      'kinderdagverblijf',
      'peutergroep',
      'peuteropvang',
      'peuterspeelzaal',
      'peuters',
      'peuterpedagogiek',
      'buitenschoolse opvang',
      'educação infantil',
      'berçário',
      'primeira infância',
    ],
    questions: {
      basic: {
        question: 'Why do early-years settings keep a regular daily routine (arrival, play, meals, rest)?',
        answer: 'It gives young children security because they know what comes next',
        distractors: [
          'Staff then need to plan no activities for the group and can simply repeat the same day',
          'Children under four cannot play at all unless an adult has timed every minute of their day in advance',
          "Parents must approve each day's timetable before it is used",
        ],
        explanation:
          'Predictable routines help young children feel safe, manage transitions and become independent; within them, play stays child-led.',
      },
      intermediate: {
        question: 'A toddler bites another child during play. What is the most appropriate first response?',
        answer: 'Comfort the bitten child first, then tell the biter calmly and briefly that biting hurts',
        distractors: [
          'Ignore it, since biting at this age always stops by itself',
          'Put the toddler alone in another room for the rest of the day so that they learn biting has consequences',
          'Ask the parents to collect the child straight away',
        ],
        explanation:
          'Biting is common in toddlers who lack words; attending to the hurt child first, a short calm message and watching for triggers work better than isolation or punishment.',
      },
      advanced: {
        question: "In Vygotsky's theory, what is the 'zone of proximal development'?",
        answer: 'What a child can do with help but cannot yet do alone',
        distractors: [
          'The part of the playroom set aside for quiet play and rest',
          'The age at which every child learns to walk and talk, fixed by the age of two and a half',
          'The skills a child has fully mastered without any support',
        ],
        explanation:
          'Learning happens best just beyond what a child manages alone, with an adult or older child scaffolding the step.',
      },
    },
  },
  {
    // Pilots and flight instructors: simulator training, crew resource management, threat and error management and
    // the briefing and debriefing around each session.
    competency: 'Flight Training and Aviation Safety',
    domain: 'education',
    keywords: [
      'flight instructor',
      'flight training',
      'flight simulator',
      'full flight simulator',
      'simulator instructor',
      'simulator session',
      'synthetic flight',
      'type rating',
      'crew resource management',
      'threat and error management',
      'airline pilot',
      'commercial pilot',
      'pilot licence',
      'pilot license',
      'flight crew',
      'ATPL',
      'uçuş öğretmeni',
      'uçuş eğitmeni',
      'uçuş eğitimi',
      'öğretmen pilot',
      'simülatör',
      'simülatör uçuşu',
      'fluglehrer',
      'flugausbildung',
      'flugsimulator',
      'instructor de vuelo',
      'simulador de vuelo',
      'instructeur de vol',
      'simulateur de vol',
      'istruttore di volo',
      'simulatore di volo',
      'vlieginstructeur',
      'instrutor de voo',
      'simulador de voo',
    ],
    // Where an airline's staff work: words every post there uses, a cue only beside another.
    settingKeywords: [
      'aviation',
      'airline',
      'aircraft',
      'uçuş',
      'havacılık',
      'luftfahrt',
      'aviación',
      'aviação',
    ],
    questions: {
      basic: {
        question: 'What does Crew Resource Management (CRM) train a flight crew in?',
        answer: 'Communication, workload sharing and joint decision-making on the flight deck',
        distractors: [
          "Planning the crew's duty rosters and rest periods so that every flight is staffed within the flight-time limits",
          'The technical systems of one aircraft type',
          "Handling passengers' complaints and the cabin service",
        ],
        explanation:
          'CRM grew out of accidents where capable pilots failed through poor communication and decisions: it trains communication, leadership, situational awareness, workload management and decision-making. Rostering is crew planning, another job.',
      },
      intermediate: {
        question:
          'In Threat and Error Management (TEM), which of these is a threat rather than a crew error?',
        answer: 'A late runway change given by air traffic control',
        distractors: [
          'Flying the final approach faster than the briefed speed, so the aircraft is still fast over the threshold',
          'Entering a wrong altitude into the flight management computer',
          'Skipping an item of the before-take-off checklist',
        ],
        explanation:
          "Threats are events beyond the crew's influence that they must manage (weather, ATC changes, terrain, system faults); errors are the crew's own actions or omissions, such as a wrong entry or a missed checklist item; a fast approach is an undesired aircraft state.",
      },
      advanced: {
        question:
          'After a simulator session in which a crew mishandled an engine failure, how should the instructor run the debriefing?',
        answer:
          'Let the crew analyse what happened and why, guided by questions, then add points they missed',
        distractors: [
          'Read out every mistake in order from the notes and give the grade, keeping the crew from interrupting so the session stays on time',
          'Skip it when the crew passed the check',
          'Repeat the failure at once without discussion until it goes right',
        ],
        explanation:
          'Facilitated debriefing, recommended for CRM and evidence-based training, has the crew analyse their own performance while the instructor guides with open questions and adds observations; what a crew works out for itself transfers to the line better than a list read out to it.',
      },
    },
  },
];
