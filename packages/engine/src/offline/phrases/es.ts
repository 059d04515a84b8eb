import { spanishDutyInfinitive } from '../participle-duties.ts';
import type { Phrases } from './index.ts';

const NAMED_SKILLS = [
  '[Cuéntame un proyecto en el que usaste {skills}: ¿qué hiciste, qué decisiones tomaste tú y cuál fue el resultado?|¿Lo has hecho antes? Si es así, cuéntame qué hiciste y qué aprendiste.]',
  '[¿Cómo has usado {skills}? Dame un ejemplo.|¿Lo has hecho antes? Si es así, cuéntame qué hiciste y qué aprendiste.]',
  '[¿Qué has hecho con {skills} y con qué resultado?|¿Lo has hecho antes? Si es así, cuéntame qué hiciste y qué aprendiste.]',
];
const DUTY = [
  'Describe una situación en la que hiciste algo similar: ¿cuál era el contexto, qué hiciste tú y qué resultado obtuviste?',
  '¿Dónde lo has hecho antes y con qué resultado?',
  'Dame un ejemplo concreto de tu experiencia.',
];
const REQUIREMENT = [
  '¿Qué parte de tu experiencia demuestra que cumples este requisito? Dame un ejemplo concreto.',
  '¿Cómo lo cubre tu perfil? Menciona un curso, proyecto o trabajo en el que lo hayas aplicado.',
];
const SKILL_GUIDANCE =
  'Elige un proyecto real en el que usaste {skillsOrThis}: explica qué hacía, cuál fue tu parte, una decisión que tomaste y el resultado. Así respondes a {quoted}.';
const EXAMPLE_GUIDANCE =
  'Responde con un ejemplo real: la situación, lo que hiciste tú y el resultado. La oferta menciona {quoted}, así que elige un ejemplo lo más parecido posible.';
const STATED = 'La oferta indica: {quoted}. ¿Es compatible con tu situación?';

export const SPANISH: Phrases = {
  and: 'y',
  or: 'o',
  quote: ['"', '"'],
  asSoonAsPossible: 'lo antes posible',
  leads: {
    responsibilities: 'Una de las funciones del puesto es: {item}.',
    requirements: 'El puesto pide: {item}.',
    nice_to_have: 'Se valora: {item}.',
    description: 'La descripción del puesto dice: {quoted}.',
  },
  dutyInLeadForm: spanishDutyInfinitive,
  // The questions say 'tú': a posting that says 'usted' to the reader has its lines quoted as it wrote them.
  otherRegister: {
    pattern: /(?<!\p{L})(?:usted|ustedes)(?!\p{L})/iu,
    leads: {
      responsibilities: 'La oferta describe así una de las funciones: {quoted}.',
      requirements: 'La oferta describe así a la persona que busca: {quoted}.',
      nice_to_have: 'La oferta valora esto: {quoted}.',
    },
  },
  probes: {
    years: [
      'Cuéntame esa experiencia: ¿en qué puestos, durante cuánto tiempo y cuál fue el trabajo más exigente que entregaste?',
    ],
    education: ['¿Qué formación tienes y cómo la has aplicado en tu trabajo o en tus proyectos?'],
    communication: REQUIREMENT,
    language: [
      '[¿Cómo usas cada uno de estos idiomas ({languages}) en tu trabajo y con qué nivel los lees, escribes y hablas?|¿Cómo usas este idioma en tu trabajo y con qué nivel lo lees, escribes y hablas?] Dame un ejemplo.',
    ],
    onboarding: DUTY,
    officeTools: NAMED_SKILLS,
    tools: NAMED_SKILLS,
    practices: NAMED_SKILLS,
    nice: NAMED_SKILLS,
    duty: DUTY,
    behaviour: REQUIREMENT,
    physical: ['¿Puedes cumplir este requisito físico del puesto?'],
    general: REQUIREMENT,
  },
  roleQuestions: [
    '¿Qué te atrae [del puesto de {position}|de este puesto] y qué parte [{if:describesWork}del trabajo descrito en la oferta|de ese trabajo] ya has hecho antes?',
    '[De lo que pide la oferta ({topics}), ¿qué sería nuevo para ti|¿Qué parte del trabajo de {position} sería nueva para ti] y cómo te pondrías al día?',
    'Cuéntame el logro de tu experiencia [en el que más usaste {topicsOr}|más relacionado con el trabajo de {position}]: ¿qué hiciste tú y qué resultado tuvo?',
    '[La oferta dice: "{line2}". ¿Cuál fue la situación más difícil en un trabajo así|¿Cuál fue la situación más difícil en un puesto parecido al de {position}] y cómo la resolviste?',
    '[¿Con qué herramientas o métodos harías esta parte del trabajo: "{line3}"?|¿Con qué herramientas o métodos has hecho el trabajo de {position}?] ¿Cuál dominas mejor?',
    '¿Cómo sabrías, pasados tres meses en el puesto[ de {position}|], que lo estás haciendo bien?[ Toma como ejemplo esta parte de la oferta: "{line1}".|]',
    '¿Qué formación o capacitación tuya encaja mejor con el puesto[ de {position}|] y dónde la has aplicado?',
    '¿Cómo mantienes al día tus conocimientos[ para el puesto de {position}|] y qué has aprendido últimamente?',
  ],
  guidance: {
    years: EXAMPLE_GUIDANCE,
    education:
      'Indica con claridad tu formación, la institución y el año o ciclo. La oferta pide {quoted}; si tu perfil difiere, explica qué experiencia equivalente tienes.',
    communication: EXAMPLE_GUIDANCE,
    language:
      'Di con claridad cómo lo lees, escribes y hablas (un certificado o nivel si lo tienes) y da un ejemplo de uso en tu trabajo o tus estudios: un texto que leíste, una reunión, algo que escribiste. La oferta pide {quoted}.',
    onboarding: EXAMPLE_GUIDANCE,
    tools: SKILL_GUIDANCE,
    practices: SKILL_GUIDANCE,
    nice: SKILL_GUIDANCE,
    duty: EXAMPLE_GUIDANCE,
    behaviour: EXAMPLE_GUIDANCE,
    physical:
      'Di con claridad si puedes cumplir {quoted}. Si ya has hecho un trabajo físico parecido, menciona el puesto y cuánto tiempo.',
    general: EXAMPLE_GUIDANCE,
  },
  motivation: {
    question: '¿Por qué te interesa el puesto de {title}?',
    answer:
      'Relaciona tu motivación con lo que dice la oferta[: "{description}"]. [Menciona una función que te atraiga, por ejemplo "{duty}", y qué aportas tú.]',
  },
  workTitles: {
    location: 'Ubicación',
    relocation: 'Traslado',
    remote: 'Modalidad',
    hours: 'Horario',
    on_call: 'Guardias',
    authorisation: 'Permiso de trabajo',
    travel: 'Viajes',
    start: 'Fecha de inicio',
    contract: 'Tipo de contrato',
    availability: 'Disponibilidad',
    equipment: 'Equipo propio',
    licence: 'Licencia de conducir',
  },
  workQuestions: {
    location_office: 'El puesto está en {office}. ¿Puedes trabajar en {office} o tendrías que mudarte?',
    location_preferred:
      'El puesto estaría idealmente en {office}. ¿Desde dónde trabajarías y podrías trasladarte allí?',
    location_flexible:
      'El puesto estaría idealmente en {office}, aunque la oferta admite excepciones. ¿Desde dónde trabajarías y podrías trasladarte?',
    location: 'La oferta indica la ubicación: {quoted}. ¿Te resulta posible?',
    relocation: 'La oferta pide residir donde está el puesto: {quoted}. ¿Vives ya allí o podrías mudarte?',
    remote_home: STATED,
    remote_option: STATED,
    remote: STATED,
    hours: STATED,
    on_call: STATED,
    authorisation: STATED,
    travel: STATED,
    start: STATED,
    contract: STATED,
    availability: 'La oferta pide: {listed}. ¿Tienes esa disponibilidad?',
    equipment: 'El puesto requiere equipo propio: {listed}. ¿Cuentas con todo ello?',
    licence: 'La oferta pide: {listed}. ¿Tienes licencia de conducir vigente?',
  },
  thisSkill: 'esta habilidad',
};
