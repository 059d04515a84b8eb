import type { BankCompetency } from './types.ts';

export const healthcareCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Patient Care',
    domain: 'healthcare',
    keywords: [
      'patient care',
      'patients',
      'nursing',
      'nurse',
      'healthcare',
      'clinical care',
      'vital signs',
      'hospital',
      'atención al paciente',
      'pacientes',
      'enfermería',
      'patienten',
      'patientinnen',
      'medizinische betreuung',
      'krankenpflege',
      'altenpflege',
      'grundpflege',
      // Nurses and their patients in the Nordic languages, Dutch and German ('distriktssköterska', 'patienter').
      '*sjuksköterska',
      '*sjuksköterskor',
      'distriktssköterska',
      'sygeplejerske',
      'sykepleier',
      'sairaanhoitaja',
      'verpleegkundige',
      'krankenschwester',
      'patienter',
      'patienterna',
      'patienterne',
      'patientene',
      'omvårdnad',
      'hemsjukvård',
    ],
    // The employer's field ('the healthcare industry', 'people with intimate healthcare needs', 'a hospital products
    // company'): a sales, marketing or office post there cares for no patient.
    otherSense: {
      after:
        /^ (?:industry|industries|sector|market|markets|company|companies|business|needs|products?|devices?|technology|technologies|solutions|brands?)\b/,
    },
    questions: {
      basic: {
        question: 'What is the normal resting heart rate range for an adult?',
        answer: '60 to 100 beats per minute',
        distractors: [
          '30 to 50 beats per minute',
          '100 to 140 beats per minute',
          '140 to 180 beats per minute',
        ],
        explanation:
          'Below 60 is bradycardia and above 100 tachycardia (trained athletes may normally sit below 60).',
      },
      intermediate: {
        question: "How should a patient's identity be confirmed before giving a medication?",
        answer: 'With at least two patient-specific identifiers, such as full name and date of birth',
        distractors: [
          "With the patient's room and bed number",
          "With the patient's diagnosis and the name of the doctor in charge, checked against the chart at the end of the bed",
          'By recognising the patient from previous shifts',
        ],
        explanation:
          'Patient safety standards (e.g. the Joint Commission) require two identifiers; a room or bed number is never one, since patients move.',
      },
      advanced: {
        question:
          'Which communication tool structures a handover about a deteriorating patient as Situation, Background, Assessment and Recommendation?',
        answer: 'SBAR',
        distractors: ['SOAP', 'ABCDE', 'STAR'],
        explanation:
          'SBAR gives a concise, predictable handover; SOAP is a format for clinical notes and ABCDE a structured patient assessment.',
      },
    },
  },
  {
    competency: 'Clinical Compliance',
    domain: 'healthcare',
    keywords: [
      'clinical compliance',
      'healthcare compliance',
      'hipaa',
      'informed consent',
      'patient confidentiality',
      'patient privacy',
      'clinical documentation',
      'medical records',
      'protected health information',
      'consentimiento informado',
      'historia clínica',
    ],
    questions: {
      basic: {
        question: 'Under HIPAA, which of these is protected health information (PHI)?',
        answer: "A patient's name together with their diagnosis",
        distractors: [
          'Anonymised, hospital-wide infection rates published each quarter',
          "The hospital's published visiting hours",
          "A nurse's training certificate",
        ],
        explanation:
          'PHI is individually identifiable health information; properly de-identified statistics and non-patient data are not PHI.',
      },
      intermediate: {
        question: 'What does valid informed consent require?',
        answer:
          'A patient with capacity understands the risks, benefits and alternatives and agrees voluntarily',
        distractors: [
          "The patient's signature on a form, whether or not they understood it",
          "Approval from the patient's family in every case",
          "The doctor's professional judgement that the treatment is in the patient's best interest, recorded in the notes",
        ],
        explanation:
          'Consent is a process of disclosure, understanding and voluntary agreement by someone able to decide; a signature only records it.',
      },
      advanced: {
        question:
          "Under HIPAA's minimum necessary standard, what patient information may a billing clerk access?",
        answer: 'Only the information needed to carry out the billing task',
        distractors: [
          'The full medical record of any patient they bill',
          'Any record, since all staff follow the same rules',
          'None at all: only clinicians may see patient information',
        ],
        explanation:
          'Uses and disclosures of PHI for non-treatment purposes must be limited to the minimum needed; access should follow the role.',
      },
    },
  },
  {
    competency: 'Infection Prevention',
    domain: 'healthcare',
    keywords: [
      'infection control',
      'infection prevention',
      'hand hygiene',
      'ppe',
      'personal protective equipment',
      'aseptic technique',
      'sterile technique',
      'control de infecciones',
      'higiene de manos',
      'hygiène hospitalière',
      'infections nosocomiales',
      'vårdhygien',
      'basala hygienrutiner',
    ],
    questions: {
      basic: {
        question: 'What is the single most effective way to prevent healthcare-associated infections?',
        answer: 'Hand hygiene',
        distractors: [
          'Wearing a surgical mask at all times',
          'Giving antibiotics to every patient',
          'Keeping windows closed',
        ],
        explanation:
          'The WHO identifies hand hygiene at the right moments as the most effective measure; routine antibiotics breed resistance.',
      },
      intermediate: {
        question:
          'When is alcohol-based hand rub not enough, so that hands must be washed with soap and water?',
        answer: 'When hands are visibly soiled, or after caring for a patient with C. difficile infection',
        distractors: [
          'Before touching any patient',
          "After touching a patient's surroundings",
          'Before putting on gloves for a routine examination, because gloves trap alcohol residue against the skin',
        ],
        explanation:
          'Alcohol does not remove dirt or kill C. difficile spores; soap and water remove them mechanically. Otherwise hand rub is preferred.',
      },
      advanced: {
        question: 'Which precautions are required for a patient with suspected pulmonary tuberculosis?',
        answer: 'Airborne precautions: a negative-pressure room and an N95 or higher respirator',
        distractors: [
          'Droplet precautions: a surgical mask within one metre of the patient',
          'Contact precautions: gloves and gown only',
          'Standard precautions only',
        ],
        explanation:
          'TB spreads through small airborne particles that stay suspended, so it needs an airborne infection isolation room and fitted respirators.',
      },
    },
  },
  {
    competency: 'Rehabilitation and Physical Therapy',
    domain: 'healthcare',
    keywords: [
      'physical therapy',
      'physical therapist',
      'physiotherapy',
      'physiotherapist',
      'rehabilitation',
      'musculoskeletal',
      'range of motion',
      'therapeutic exercise',
      'fisioterapia',
      'fisioterapeuta',
      'rehabilitación',
      // Nordic and Dutch, inflected and compounded ('fysioterapeutar', 'fysioterapitenesta', 'fysiotherapeut').
      'fysioterap*',
      'fysiotherap*',
      'sjukgymnast*',
    ],
    questions: {
      basic: {
        question: 'What does active range of motion (AROM) measure?',
        answer: 'How far the patient can move a joint using their own muscles',
        distractors: [
          'How far the therapist can move the joint while the patient stays fully relaxed',
          'The strength of the muscles around the joint',
          'How long the patient can hold a position without pain',
        ],
        explanation:
          'Active range is produced by the patient; passive range (moved by the therapist) is often larger and helps tell joint limits from muscle weakness.',
      },
      intermediate: {
        question:
          'In the first 48 to 72 hours after an acute ankle sprain, what is the usual aim of treatment?',
        answer: 'Protect the joint and control pain and swelling, with early gentle movement as tolerated',
        distractors: [
          'Full-load strength training',
          'Strict immobilisation in a cast for six weeks',
          'Deep tissue massage and heat over the injured ligament several times a day to speed up healing',
        ],
        explanation:
          'Early management protects the healing ligament and limits swelling; heat and deep massage can increase swelling in the acute phase.',
      },
      advanced: {
        question:
          'A patient with low back pain reports new numbness in the groin area and difficulty passing urine. What should the physical therapist do?',
        answer: 'Refer the patient for urgent medical assessment',
        distractors: [
          'Continue the planned exercise programme and review at the next session',
          'Add core stabilisation exercises',
          'Treat with spinal manipulation and advise the patient to rest for a week before the next appointment',
        ],
        explanation:
          'Saddle numbness and bladder dysfunction are red flags for cauda equina syndrome, a surgical emergency.',
      },
    },
  },
  {
    competency: 'Clinical Procedures',
    domain: 'healthcare',
    keywords: [
      'medical assistant',
      'medical assistants',
      'clinical procedures',
      'clinic duties',
      'phlebotomy',
      'venipuncture',
      'specimen collection',
      'specimens',
      'processing labs',
      'point-of-care testing',
      'patient intake',
      'patient history',
      'ekg',
      'ecg',
      'asistente médico',
      'toma de muestras',
    ],
    questions: {
      basic: {
        question: 'Before drawing blood, what must be done first?',
        answer: "Confirm the patient's identity with two identifiers and label the tubes at the bedside",
        distractors: [
          'Apply the tourniquet for at least five minutes so the vein fills',
          'Label the tubes in advance at the lab bench to save time',
          'Ask the patient to pump their fist hard for a full minute before the needle goes in, so the vein stands out',
        ],
        explanation:
          'A mislabelled or wrong-patient specimen is among the most dangerous lab errors; a tourniquet stays on under one minute and vigorous fist pumping distorts potassium results.',
      },
      intermediate: {
        question: 'In which order should tubes be filled in a routine venipuncture (CLSI order of draw)?',
        answer: 'Blood culture, citrate (light blue), serum, heparin, EDTA (lavender), then fluoride (grey)',
        distractors: [
          'EDTA (lavender) first, then citrate, heparin, serum and blood culture last',
          'Any order, as long as every tube is inverted afterwards',
          'Serum first, then blood culture, fluoride (grey), EDTA, heparin, and citrate (light blue) last of all',
        ],
        explanation:
          'The order prevents carry-over of additives between tubes: EDTA carried into a serum tube, for example, falsely raises potassium and lowers calcium.',
      },
      advanced: {
        question:
          'A patient becomes pale and sweaty and says they feel faint during a blood draw. What should you do first?',
        answer: 'Remove the tourniquet and needle, apply pressure and lower the patient’s head',
        distractors: [
          'Finish filling the current tube quickly, then check on the patient',
          'Give the patient a sugary drink while the needle stays in place',
          'Stand the patient up and walk them to the waiting area, where some fresh air will help them recover',
        ],
        explanation:
          'A vasovagal reaction can cause a fall and injury: stop the procedure at once, protect the site and keep the patient lying or seated with the head low.',
      },
    },
  },
  {
    competency: 'Health Education and Outreach',
    domain: 'healthcare',
    keywords: [
      'health education',
      'health educator',
      'sex education',
      'sexual health education',
      'health promotion',
      'community outreach',
      'community health',
      'patient education',
      'prevention education',
      'educación para la salud',
      'promoción de la salud',
    ],
    questions: {
      basic: {
        question:
          'You are teaching a group of teenagers about preventing sexually transmitted infections. Which approach is evidence-based?',
        answer:
          'A curriculum with medically accurate information and practice of skills such as refusal and condom use',
        distractors: [
          'A single lecture on the dangers of STIs, with graphic images',
          'Handing out leaflets without discussion',
          'Leaving the topic to each participant’s own research online, so no one is embarrassed in front of the group',
        ],
        explanation:
          'Programmes that combine accurate information with skills practice change behaviour; fear appeals and leaflets alone do not.',
      },
      intermediate: {
        question: 'What does the teach-back method check in patient or community education?',
        answer: 'That the person understood, by asking them to explain it in their own words',
        distractors: [
          'That the educator covered every slide of the curriculum in the time available',
          'That the person can read at a high-school level',
          'That the materials were translated',
        ],
        explanation:
          'Teach-back tests the educator’s explanation, not the learner: if the person cannot say it back, it is explained again differently.',
      },
      advanced: {
        question:
          'An evidence-based programme is delivered at a new site. What does "fidelity" require of the educator?',
        answer: 'Delivering its core components as designed, adapting only what the developers allow',
        distractors: [
          'Rewriting any lesson the local staff find uncomfortable',
          'Adding extra sessions on every topic the participants raise',
          'Replacing the activities with a lecture, as long as the same topics and the same total hours are covered',
        ],
        explanation:
          'Effects shown in trials depend on the core components; adaptations are limited to surface features (names, examples) so the programme still works.',
      },
    },
  },
  {
    // Carers of older people at home or in a care home ('caregiver', Croatian 'njegovatelj', 'starije i nemoćne osobe',
    // Turkish 'yaşlı bakımı'): the person's daily care, dementia and safety, not a nurse's clinical work.
    competency: 'Elderly and Home Care',
    domain: 'healthcare',
    keywords: [
      'elderly care',
      'elder care',
      'eldercare',
      'care of the elderly',
      'care for the elderly',
      'care of older people',
      'home care',
      'dementia care',
      'starije i nemocne',
      'starijim i nemocnim',
      'njegovatelj*',
      'negovatelj*',
      'yasli bakımı',
      'cuidado de personas mayores',
      'aide a domicile',
      'badante',
    ],
    questions: {
      basic: {
        question:
          'To prevent pressure sores in a person who spends most of the day in bed or in a chair, what should a carer do?',
        answer: 'Help them change position regularly and check the skin over bony areas',
        distractors: [
          'Keep them as still as possible so that the skin is not rubbed',
          'Massage any reddened skin firmly several times a day to bring back the circulation',
          'Dust the skin with talcum powder once a week',
        ],
        explanation:
          'Pressure sores come from staying in one position: regular repositioning and daily skin checks prevent them; massaging reddened skin damages it further.',
      },
      intermediate: {
        question:
          'A client with dementia insists it is time to go home to her mother, who died many years ago. What is the most helpful response?',
        answer: 'Acknowledge her feelings, talk with her about her mother and gently redirect her',
        distractors: [
          'Remind her firmly that her mother died, so that she stays oriented to reality',
          'Ignore the remark until she forgets it',
          'Tell her that her mother will visit tomorrow and leave the room quietly so as to avoid an argument',
        ],
        explanation:
          'Correcting a person with dementia makes them relive the loss and distress; validating the feeling and redirecting calms them without deceiving them.',
      },
      advanced: {
        question: 'While you are helping an older client to walk, she begins to fall. What should you do?',
        answer: 'Guide her down gently to the floor, protecting her head, rather than trying to hold her up',
        distractors: [
          'Hold her upright with all your strength so that she does not reach the floor',
          'Let go and step back so that you are not injured',
          'Lift her straight back onto the chair before checking her for injuries',
        ],
        explanation:
          'Trying to stop a fall injures both people; easing the person down controls the fall, and she is checked for injuries before being moved.',
      },
    },
  },
];
