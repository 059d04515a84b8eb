import { describe, expect, it } from 'vitest';
import { POSTING } from './made-up-posting.ts';
import { layoutArtefacts } from './layout-artefacts.ts';
import {
  asksAboutBoilerplate,
  asksAboutProcessNotice,
  asksAboutRecruitingSentence,
  eligibilityAskedAsExperience,
  physicalAskedAsExperience,
  scheduleAskedAsDuty,
  unaskableSubject,
} from './screening-subject-checks.ts';
import { namesEmployerAsTool, skillsOutOfSense } from './screening-tool-checks.ts';
import { brokenWording, itemInOwnPerson } from './screening-wording-checks.ts';
import { unstatedRequirement } from './work-requirement-checks.ts';

describe('questions a recruiter would hide', () => {
  it('finds the employer or its product asked about as a tool, not the employer named as the place', () => {
    expect(namesEmployerAsTool('Describe something you built with Acme Cloud.', 'Acme')).toBe(true);
    expect(namesEmployerAsTool('How have you used Acme in your work?', 'Acme Inc.')).toBe(true);
    expect(namesEmployerAsTool('Why do you want to work at Acme?', 'Acme')).toBe(false);
    // An employer named with its article: 'with the handling' is no use of The Acme Trust (round 23 kind).
    expect(
      namesEmployerAsTool(
        'The role asks for discretion with the handling of client files.',
        'The Acme Trust',
      ),
    ).toBe(false);
    expect(namesEmployerAsTool('How have you used Acme Vault in your work?', 'The Acme Trust')).toBe(true);
    // The organisation's own people and aims are not a tool; its product still is.
    expect(namesEmployerAsTool("How would you keep our posts consistent with Acme's mission?", 'Acme')).toBe(
      false,
    );
    expect(namesEmployerAsTool('Tell me about your communication with Acme community members.', 'Acme')).toBe(
      false,
    );
    expect(namesEmployerAsTool("Describe what you built with Acme Cloud's API.", 'Acme')).toBe(true);
    expect(
      namesEmployerAsTool(
        'The job description says: "Nurses work in line with Acme Health policies". Why?',
        'Acme',
      ),
    ).toBe(false);
    // A French company name's article is not its name: 'avec les publics' names no employer.
    expect(
      namesEmployerAsTool('Le poste demande : travailler avec les publics.', 'Les Territoires de la Mémoire'),
    ).toBe(false);
    // A common word that opens the company's long name is that word (round 28): 'with the community' for a co-op.
    expect(
      namesEmployerAsTool(
        'The role asks you to build relations with the community.',
        'Community Land Trust of Ames',
      ),
    ).toBe(false);
    expect(namesEmployerAsTool('How have you used Community Portal?', 'Community Land Trust of Ames')).toBe(
      true,
    );
  });

  it('finds benefit and legal lines asked as duties', () => {
    expect(
      asksAboutBoilerplate('One of the functions of this role is: health insurance. Tell me more.'),
    ).toBe(true);
    expect(asksAboutBoilerplate('The role asks for "equal opportunity employer". Give an example.')).toBe(
      true,
    );
    expect(
      asksAboutBoilerplate(
        'One of the responsibilities of this role is to provide coaching and professional development opportunities. Give an example.',
      ),
    ).toBe(false);
    expect(
      asksAboutBoilerplate('The job description says: "Career growth and development opportunities". Why?'),
    ).toBe(true);
    // Leading DEI work is a duty; the employer's equal-opportunity statement is not.
    expect(
      asksAboutBoilerplate(
        'The job description says: "Lead diversity, equity, and inclusion (DEIA) efforts". How?',
      ),
    ).toBe(false);
    expect(
      asksAboutBoilerplate('The job description says: "We value diversity, equity and inclusion". Why?'),
    ).toBe(true);
    expect(asksAboutBoilerplate('One of the responsibilities is to draft contracts. Give an example.')).toBe(
      false,
    );
    // Reimbursement is a benefit when it is the employer's ('tuition reimbursement'), a duty when it is paid out.
    expect(
      asksAboutBoilerplate(
        'One of the responsibilities of this role is to process reimbursement to partner schools. Give an example.',
      ),
    ).toBe(false);
    expect(asksAboutBoilerplate('The job description says: "Tuition reimbursement". Tell me more.')).toBe(
      true,
    );
    expect(
      asksAboutBoilerplate(
        'Le poste demande : au SNC, nous les célébrons, quelle que soit leur orientation sexuelle.',
      ),
    ).toBe(true);
    expect(asksAboutBoilerplate("L'offre indique : « Rémunération selon profil ». Donnez un exemple.")).toBe(
      true,
    );
    expect(asksAboutBoilerplate('Le poste demande : traduire des contrats. Donnez un exemple.')).toBe(false);
  });

  it('finds a recruiting sentence asked as work done before, not a duty', () => {
    expect(
      asksAboutRecruitingSentence(
        'The job description says: "The Data Team is looking for an Analyst to support the product teams". Describe a time you did this.',
      ),
    ).toBe(true);
    expect(
      asksAboutRecruitingSentence(
        "L'offre dit : « Nous recherchons un·e animateur·rice ». Donnez un exemple.",
      ),
    ).toBe(true);
    expect(
      asksAboutRecruitingSentence(
        'This role involves looking after supplier invoices. Describe a time you did this in a previous role.',
      ),
    ).toBe(false);
  });

  it('finds a schedule quoted as a responsibility, not asked as working hours', () => {
    expect(
      scheduleAskedAsDuty(
        'The job description lists this responsibility: "Tuesday - Sunday, 8:00 a.m. - 4:00 p.m". Where have you done something similar?',
      ),
    ).toBe(true);
    expect(
      scheduleAskedAsDuty(
        'The posting states the working hours: "Tuesday - Sunday, 8 am - 4 pm". Are you able to work these hours?',
      ),
    ).toBe(false);
    expect(
      scheduleAskedAsDuty(
        'One of the responsibilities of this role is to plan the weekly rota. Describe a time you did this.',
      ),
    ).toBe(false);
  });

  it('finds a physical demand asked as experience, not asked as a condition or a duty with a number', () => {
    expect(
      physicalAskedAsExperience(
        'The role asks for regularly lift up to 40 pounds. What in your experience shows you meet this? Give me a concrete example.',
      ),
    ).toBe(true);
    expect(
      physicalAskedAsExperience(
        'The role asks for frequently is required to stand. How does your background cover this? Point me to a role or project where it mattered.',
      ),
    ).toBe(true);
    expect(
      physicalAskedAsExperience(
        'The posting states this physical requirement: "Lift up to 40 pounds". Are you able to meet this physical requirement of the job?',
      ),
    ).toBe(false);
    expect(
      physicalAskedAsExperience(
        'One of the responsibilities of this role is to move 20 accounts to the new ledger. Give me an example.',
      ),
    ).toBe(false);
  });

  it('finds an eligibility or legal condition asked as experience, in Turkish and English (round 33 kind)', () => {
    const asked = (line: string) =>
      `The posting asks for: "${line}". What in your experience shows you meet this? Give me a concrete example.`;
    for (const line of [
      'T.C. vatandaşı olmak',
      '01.01.1990 tarihinden sonra doğmuş olmak',
      'Adli sicil kaydı bulunmamak',
      'Sabıka kaydı olmamak',
      'Askerlik görevini yapmış veya tecilli olmak',
      'Önceki işyerinden disiplin cezası nedeniyle çıkarılmamış olmak',
      'Kamu görevinden ihraç edilmemiş olmak',
      'Tam teşekküllü hastaneden alınmış sağlık raporu',
      'Must be a citizen of the country or hold permanent residency',
      'Applicants must be born after 1 January 1985',
      'No criminal record',
      'Completed military service or exempt from it',
      'Never dismissed from a previous employer for disciplinary reasons',
      'A medical certificate of fitness issued by a state hospital',
    ])
      expect(eligibilityAskedAsExperience(asked(line)), line).toBe(true);
    for (const line of [
      // Duties on the same subjects, and conditions asked as conditions.
      'Handle disciplinary hearings and grievances with line managers',
      'Prepare health reports on the ward for the chief physician',
      'Train new hires in the military-grade encryption standards',
      'Support citizens with their benefit applications at the front desk',
      'Bu pozisyon için sağlık sektöründe deneyim',
    ])
      expect(eligibilityAskedAsExperience(asked(line)), line).toBe(false);
    expect(
      eligibilityAskedAsExperience(
        'The posting states: "No criminal record". Can you confirm you meet this condition?',
      ),
    ).toBe(false);
  });

  it('finds pay and leave lines asked as requirements, not a budget named in a duty', () => {
    expect(asksAboutBoilerplate('The role asks for starting Pay is $19.50 per hour. Give an example.')).toBe(
      true,
    );
    expect(asksAboutBoilerplate('The role asks for $24/hr on weekends. Give an example.')).toBe(true);
    expect(
      asksAboutBoilerplate("The role asks for a sick time Retirement Master's degree required. What is it?"),
    ).toBe(true);
    expect(
      asksAboutBoilerplate(
        'One of the responsibilities of this role is to manage a budget of $2M. Give an example.',
      ),
    ).toBe(false);
  });

  it('finds list items run together and leads that do not fit their item', () => {
    expect(
      brokenWording('The role is to develop pools for candidates Assess job requirements. Give an example.'),
    ).toMatch(/run-on list/);
    expect(
      brokenWording('The role asks for to be successful in this role you have. Give an example.'),
    ).toMatch(/lead/);
    expect(brokenWording('The role asks for experience with Excel and Word. Give an example.')).toBeNull();
    expect(brokenWording('What did you handle as a Assistant Steward or in a similar role?')).toContain(
      "'a' before a vowel",
    );
    expect(brokenWording('What did you handle as a Ultrasound Tech?')).toContain("'a' before a vowel");
    expect(brokenWording('What did you handle as a University Librarian or in a similar role?')).toBeNull();
    expect(brokenWording('The role asks for a no degree. What is your highest qualification?')).toContain(
      'negation',
    );
    expect(brokenWording('The role asks for click here for full details. Give an example.')).toBe(
      'link text asked',
    );
    expect(
      brokenWording(
        'One of the duties is to ensure continued Contact Centre Improvement across desks. Give an example.',
      ),
    ).toBeNull();
  });

  it("reads 'a' before a vowel as an article only in English (issue 13, round 25)", () => {
    // Made-up Czech and Slovak lines quoted in English questions: their 'a' is 'and'.
    const czech =
      'The posting asks for: "Znalost Kotlin a Android SDK". Tell me about a project where you used Kotlin.';
    expect(brokenWording(czech, 'cs')).toBeNull();
    expect(
      brokenWording('The posting lists this task: "Správa serverů a aplikací". Give an example.', 'sk'),
    ).toBeNull();
    // The question's own English words are still read, and so is a quote from an English posting.
    expect(brokenWording('What did you handle as a Operator? "Správa serverů a aplikací"', 'cs')).toContain(
      "'a' before a vowel",
    );
    expect(brokenWording('The posting asks for: "a Excel expert". Give an example.', 'en')).toContain(
      "'a' before a vowel",
    );
  });

  it('finds a tool taken from a verb that opens a line', () => {
    expect(
      skillsOutOfSense('Tell me about a project where you used Go: what did you build?', POSTING),
    ).toEqual(['Go']);
    expect(skillsOutOfSense('How have you used Excel in your work?', POSTING)).toEqual([]);
  });

  it('takes the first name of a list line of tools for a name, not a verb', () => {
    const tools = ['Compétences', 'Ruby / Rails', 'SQL , Tableau , Excel'].join('\n');
    expect(
      skillsOutOfSense("Parlez-moi d'un projet où vous avez utilisé Ruby : le résultat ?", tools),
    ).toEqual([]);
    expect(skillsOutOfSense('Cuéntame un proyecto en el que usaste SQL o Tableau.', tools)).toEqual([]);
  });

  it('does not take a trait that shifts priorities for stated hours', () => {
    const posting = 'Office Coordinator\nFlexible and able to shift tasks and priorities when plans change.';
    const hours = {
      title: 'Working hours',
      question:
        'The posting states the working hours: "Flexible and able to shift tasks and priorities when plans change". Are you able to work these hours?',
    };
    expect(unstatedRequirement(hours, posting)).toMatch(/no such condition/);
    const shifts = {
      ...hours,
      question: 'The posting states the working hours: "Rotating night shifts". OK?',
    };
    expect(unstatedRequirement(shifts, 'Warehouse Associate\nRotating night shifts.')).toBeNull();
  });

  it('counts duty lines quoted as hours, and a whole sentence quoted where a dash-set clause states the condition', () => {
    const posting = [
      'Kitchen Porter',
      'Shifts: Mostly mornings',
      'Wipes down the prep tables throughout the shift.',
      'Für unser Haus suchen wir Verstärkung und bieten flexible Modelle - in Teilzeit oder Vollzeit – und freuen uns sehr auf Ihre Bewerbung.',
    ].join('\n');
    const hours = (quoted: string) => ({
      title: 'Working hours',
      question: `The posting states the working hours: ${quoted}. Are you able to work these hours?`,
    });
    expect(unstatedRequirement(hours('"Shifts: Mostly mornings"'), posting)).toBeNull();
    expect(
      unstatedRequirement(
        hours('"Shifts: Mostly mornings" and "Wipes down the prep tables throughout the shift"'),
        posting,
      ),
    ).toMatch(/duty line as hours/);
    const whole =
      'Für unser Haus suchen wir Verstärkung und bieten flexible Modelle - in Teilzeit oder Vollzeit – und freuen uns sehr auf Ihre Bewerbung';
    expect(unstatedRequirement(hours(`"${whole}"`), posting)).toMatch(
      /whole sentence where the clause "in Teilzeit oder Vollzeit"/,
    );
    expect(unstatedRequirement(hours('"in Teilzeit oder Vollzeit"'), posting)).toBeNull();
    const german = 'Pflegehelfer\nBereitschaft zum Nachtdienst\nEintritt per sofort oder zum 01.04.2027';
    const onCall = { title: 'On-call', question: 'The posting mentions "Bereitschaft zum Nachtdienst". OK?' };
    expect(unstatedRequirement(onCall, german)).toBeNull();
    const start = {
      title: 'Start date',
      question: 'The posting says "zum 01.04.2027". When could you start?',
    };
    expect(unstatedRequirement(start, german)).toBeNull();
    const range =
      'Reception is open every week from Monday - Friday and two of us share the opening and closing';
    expect(unstatedRequirement(hours(`"${range}"`), `Receptionist\n${range}.`)).toBeNull();
  });

  it("reads a French start given as 'dès <month>' as a stated start", () => {
    const start = {
      title: 'Date de début',
      question: "L'offre indique « dès mars 2027 ». Quand pourriez-vous commencer ?",
    };
    expect(
      unstatedRequirement(start, 'Chargé de projet\nNous recrutons dès mars 2027 un chargé de projet.'),
    ).toBeNull();
    expect(unstatedRequirement(start, 'Chargé de projet\nVous animez des ateliers.')).not.toBeNull();
  });

  it("reads a Danish ad's 'opstart' and its English twin's 'Start-up is …' as a stated start (round 23 kind)", () => {
    const posting = 'Lagerhjælper\nOpstart snarest.\nWarehouse helper\nStart-up is in early spring.';
    const start = (quoted: string) => ({
      title: 'Start date',
      question: `The posting says "${quoted}". When could you start?`,
    });
    expect(unstatedRequirement(start('Start-up is in early spring'), posting)).toBeNull();
    expect(unstatedRequirement(start('Opstart snarest'), posting)).toBeNull();
    expect(unstatedRequirement(start('Warehouse helper'), posting)).not.toBeNull();
  });

  it('reads citizenship or a visa as a stated work authorisation (round 23 kind)', () => {
    const line = 'Applicants must be Canadian citizens or already hold a Canadian Worker Visa';
    const authorisation = {
      title: 'Work authorisation',
      question: `The posting states "${line}". Are you authorised to work in the country of this role?`,
    };
    expect(unstatedRequirement(authorisation, `Policy Analyst\n${line}.`)).toBeNull();
  });

  it('reads a post that can be located anywhere as a stated arrangement', () => {
    const arrangement = {
      title: 'Work arrangement',
      question:
        'The posting states: "You can be located anywhere with a reliable connection". Does that suit you?',
    };
    expect(
      unstatedRequirement(
        arrangement,
        'Community Lead\nYou can be located anywhere with a reliable connection.',
      ),
    ).toBeNull();
  });

  it('reads plural hours words as a stated schedule', () => {
    const posting = 'Cajero\nAcostumbrado a turnos nocturnos o horarios extensos.';
    const hours = {
      title: 'Horario',
      question: 'La oferta indica: "Acostumbrado a turnos nocturnos o horarios extensos". ¿Es compatible?',
    };
    expect(unstatedRequirement(hours, posting)).toBeNull();
  });

  it('finds a work requirement the posting does not state', () => {
    const contract = {
      title: 'Contract type',
      question:
        'The posting describes the engagement as "Draft, review and revise contracts". Is that what you want?',
    };
    expect(unstatedRequirement(contract, POSTING)).toMatch(/no such condition/);
    const location = {
      title: 'Location',
      question: 'The role is based in Boston. Can you work from Boston?',
    };
    expect(unstatedRequirement(location, POSTING)).toBeNull();
    const invented = {
      title: 'Travel',
      question: 'The posting mentions "travel across the region". Can you travel?',
    };
    expect(unstatedRequirement(invented, POSTING)).toMatch(/does not contain/);
    // French titles and « » quotes are checked the same way.
    const french = 'Conditions du contrat\nÊtre disponible en soirée et parfois le week-end.';
    const availability = {
      title: 'Disponibilité',
      question: "L'offre demande : être disponible en soirée et parfois le week-end. Êtes-vous disponible ?",
    };
    expect(unstatedRequirement(availability, french)).toBeNull();
    const travel = {
      title: 'Déplacements',
      question:
        "L'offre mentionne des déplacements : « déplacements fréquents en Wallonie ». Est-ce possible ?",
    };
    expect(unstatedRequirement(travel, french)).toMatch(/does not contain/);
  });
});

describe('questions a recruiter would never ask, although their words are in the posting (round 6)', () => {
  it("flags a careers site's application instructions asked as requirements or conditions", () => {
    for (const text of [
      'The role asks for detail on your resume about each post you held. How does your background cover this?',
      'The role asks for following our guide to writing a federal resume. Give me an example.',
      'The role asks for incomplete applications may lead to disqualification. Give me an example.',
      'The job description states: "The dates you held each job". Give me an example.',
      'The posting describes the engagement as "Hours per week you worked (if part time)". Does that suit you?',
      'El puesto pide: envía tu CV actualizado. Dame un ejemplo concreto.',
      "L'offre indique : « Joindre une lettre de motivation ». Donnez un exemple.",
    ])
      expect(unaskableSubject(text), text).toBe('application instruction asked');
  });

  it("flags a rule on the person's appearance, age, sex or status", () => {
    for (const text of [
      'El puesto pide: sin tatuajes visibles. ¿Qué parte de tu experiencia lo demuestra?',
      'El puesto pide: buena presencia. Dame un ejemplo concreto.',
      'El puesto pide: edad entre 25 y 35 años. Dame un ejemplo.',
      'The role asks for a neat appearance. Give me an example.',
      "L'offre indique : « Bonne présentation ». Donnez un exemple.",
    ])
      expect(unaskableSubject(text), text).toBe('rule on the person asked');
  });

  it('leaves recruiting, review and presentation duties alone', () => {
    for (const text of [
      'One of the responsibilities of this role is to screen resumes and schedule interviews. Give me an example.',
      'One of the responsibilities of this role is to review loan applications. Give me an example.',
      'The role asks for excellent presentation skills. Give me an example.',
      'Una de las funciones del puesto es: revisar currículums de candidatos. Dame un ejemplo concreto.',
      'The role asks for experience with gender-based violence prevention programmes. Give me an example.',
    ])
      expect(unaskableSubject(text), text).toBeNull();
  });
});

describe('hiring notices, pitches and items in their own person (round 9 kinds)', () => {
  it('finds a staffing-pool, classification or linguistic-profile notice or a pitch asked as the job', () => {
    expect(
      asksAboutProcessNotice(
        'The role asks for a pool of qualified candidates resulting from this process may be created. Tell me more.',
      ),
    ).toBe(true);
    expect(
      asksAboutProcessNotice(
        'Le poste demande : un bassin de candidats qualifiés pourrait être établi. Donnez-moi un exemple.',
      ),
    ).toBe(true);
    expect(
      asksAboutProcessNotice(
        'The job description lists this responsibility: "Volunteers are at the heart of what we do — we need you to help". Describe a time.',
      ),
    ).toBe(true);
    expect(asksAboutProcessNotice('The role asks for experience with payroll. Tell me about it.')).toBe(
      false,
    );
  });

  it("finds a trait or duty quoted after the lead in the posting's own person or tense", () => {
    expect(itemInOwnPerson("Le poste demande : sera à l'aise de parler en public. Un exemple ?")).toBe(true);
    expect(itemInOwnPerson('Le poste demande : aura une expérience de la vente. Un exemple ?')).toBe(true);
    expect(itemInOwnPerson("L'une des missions du poste : rédigera le bulletin. Un exemple ?")).toBe(true);
    expect(itemInOwnPerson('Le poste demande : vous aimez les chiffres. Un exemple ?')).toBe(true);
    expect(itemInOwnPerson('The role asks for you to love spreadsheets. Tell me more.')).toBe(true);
    expect(itemInOwnPerson("Le poste demande : être à l'aise de parler en public. Un exemple ?")).toBe(false);
    expect(itemInOwnPerson("L'une des missions du poste : rédiger le bulletin. Un exemple ?")).toBe(false);
    expect(itemInOwnPerson('The role asks for someone who loves spreadsheets.')).toBe(false);
  });

  it('finds a footnote asterisk left on a quoted line', () => {
    expect(layoutArtefacts("The role asks for bilingual (in government terms, 'BBB')*.")).toContain(
      'footnote mark',
    );
    expect(layoutArtefacts('The role asks for *A pool of qualified persons.')).toContain('footnote mark');
    expect(layoutArtefacts('The role asks for C++ and 2 * 3 arithmetic.')).not.toContain('footnote mark');
  });
});
