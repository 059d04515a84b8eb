import type { AdminQaPair, QaPair } from '@viva/contracts';
import type { CvEducation, CvProfile, CvRole } from './cv-profile.ts';
import { asSentence as sentence, listPhrase } from './phrasing.ts';

/**
 * Practice and verification questions for a CV written in Spanish, in Spanish (issue 13): a recruiter shows them
 * unchanged, and the candidate answers in the CV's own words, which are already Spanish and in the first person
 * ('Desarrollé consultas en SQL'). Fewer kinds than in English: the jobs, the skills, the studies and a result.
 */

const MAX_ROLE_QUESTIONS = 4;
const MAX_DETAILS_PER_ANSWER = 3;

function roleName(role: CvRole): string {
  if (role.title && role.organisation) return `${role.title} en ${role.organisation}`;
  return role.title ?? role.organisation ?? 'este puesto';
}

function period(role: CvRole): string {
  if (!role.start) return '';
  if (role.isCurrent) return ` desde ${role.start}`;
  if (role.end === role.start) return ` en ${role.start}`;
  return role.end ? ` de ${role.start} a ${role.end}` : ` desde ${role.start}`;
}

function roleIntro(role: CvRole): string {
  const verb = role.isCurrent ? 'Trabajo' : 'Trabajé';
  const where = role.title ? `como ${roleName(role)}` : `en ${role.organisation ?? 'este puesto'}`;
  return `${verb} ${where}${period(role)}.`;
}

function roleAnswer(role: CvRole): string {
  return [roleIntro(role), ...role.details.slice(0, MAX_DETAILS_PER_ANSWER).map(sentence)].join(' ');
}

// 'ESTUDIANTE | Universidad Nacional Mayor de San Marcos': the part that names the school.
function schoolOf(entry: CvEducation): string | null {
  const parts = (entry.institution ?? '').split(/\s*\|\s*/).filter(Boolean);
  return (
    parts.find((part) => /\b(?:universi|institut|escuela|colegio|facultad)/i.test(part)) ??
    parts.at(-1) ??
    null
  );
}

function educationPhrase(entry: CvEducation): string {
  const school = schoolOf(entry);
  const year = entry.year ? ` (${entry.year})` : '';
  if (entry.degree && school) return `${entry.degree} en ${school}${year}`;
  return entry.degree ? `${entry.degree}${year}` : `en ${school ?? 'mi centro de estudios'}${year}`;
}

const QUESTION_FORMS = [
  (role: CvRole) => `¿Qué hizo como ${roleName(role)}?`,
  (role: CvRole) => `Hábleme de su experiencia como ${roleName(role)}.`,
  (role: CvRole) => `¿Cuáles eran sus responsabilidades como ${roleName(role)}?`,
  (role: CvRole) => `¿En qué trabajó como ${roleName(role)}?`,
];

function rolePairs(profile: CvProfile): QaPair[] {
  return profile.roles
    .filter((role) => role.details.length > 0)
    .slice(0, MAX_ROLE_QUESTIONS)
    .map((role, index) => ({
      question: (QUESTION_FORMS[index % QUESTION_FORMS.length] ?? QUESTION_FORMS[0]!)(role),
      answer: roleAnswer(role),
    }));
}

function aboutYourself(profile: CvProfile): QaPair | null {
  const [latest] = profile.roles;
  const [study] = profile.education;
  const parts = [
    ...profile.summary.slice(0, 1).map(sentence),
    ...(latest ? [roleIntro(latest)] : []),
    ...(profile.skills.length > 0
      ? [`Las habilidades que más uso son ${listPhrase(profile.skills.slice(0, 4), 'y')}.`]
      : []),
    ...(study ? [`Estudié ${educationPhrase(study)}.`] : []),
  ];
  return parts.length >= 2 ? { question: 'Hábleme de usted.', answer: parts.join(' ') } : null;
}

function skillsPair(profile: CvProfile): QaPair | null {
  const skills = profile.skills.slice(0, 4);
  if (skills.length < 2) return null;
  const used = profile.roles.flatMap((role) =>
    role.details
      .filter((detail) => skills.some((skill) => detail.toLowerCase().includes(skill.toLowerCase())))
      .map((detail) => `En ${role.organisation ?? roleName(role)}: ${sentence(detail)}`),
  );
  return {
    question: `Su CV menciona ${listPhrase(skills, 'y')}. ¿Cuál domina mejor y dónde la ha usado?`,
    answer: [`Las que mejor conozco son ${listPhrase(skills, 'y')}.`, ...used.slice(0, 2)].join(' '),
  };
}

function educationPair(profile: CvProfile): QaPair | null {
  if (profile.education.length === 0) return null;
  const phrases = profile.education.slice(0, 2).map(educationPhrase);
  const [latest] = profile.roles;
  return {
    question: '¿Qué estudios tiene y dónde los cursó?',
    answer: [
      `Estudié ${listPhrase(phrases, 'y')}.`,
      ...(latest ? [`Después trabajé como ${roleName(latest)}.`] : []),
    ].join(' '),
  };
}

/** A line of a job beyond those its answer quotes, asked as what the candidate did and what came of it. */
function detailPairs(profile: CvProfile): QaPair[] {
  return profile.roles.flatMap((role) =>
    role.details.slice(1).map((detail) => ({
      question: `Su CV dice que como ${roleName(role)}: «${detail.replace(/[.\s]+$/, '')}». ¿Cuál fue su papel y qué resultado obtuvo?`,
      answer: `${roleIntro(role)} ${sentence(detail)}`,
    })),
  );
}

function activitiesPair(profile: CvProfile): QaPair | null {
  if (profile.roles.length < 2) return null;
  const names = profile.roles.slice(0, 4).map(roleName);
  return {
    question: '¿Qué experiencia y actividades de su CV destacaría para este puesto?',
    answer:
      `He trabajado como ${listPhrase(names, 'y')}. ${sentence(profile.roles[0]?.details[0] ?? '')}`.trim(),
  };
}

export function spanishPracticePairs(profile: CvProfile, fewest: number): QaPair[] {
  const main = [aboutYourself(profile), ...rolePairs(profile), skillsPair(profile), educationPair(profile)];
  const more = [activitiesPair(profile), ...detailPairs(profile)];
  const pairs = main.filter((pair): pair is QaPair => pair !== null);
  for (const pair of more) {
    if (pairs.length >= fewest) break;
    if (pair && !pairs.some((other) => other.answer === pair.answer)) pairs.push(pair);
  }
  return pairs;
}

export function spanishAdminPairs(profile: CvProfile): AdminQaPair[] {
  const pairs: AdminQaPair[] = [];
  const studies = profile.education.filter((entry) => entry.degree || entry.institution).slice(0, 2);
  for (const entry of studies) {
    pairs.push(
      entry.degree
        ? {
            title: 'Verificación del título',
            question: `Su CV indica ${educationPhrase(entry)}. ¿Puede confirmar el título, la institución y el año en que lo obtuvo o espera obtenerlo?`,
          }
        : {
            title: 'Formación',
            question: `Su CV indica estudios ${educationPhrase(entry)}. ¿Qué título obtuvo allí, o cuándo espera obtenerlo?`,
          },
    );
  }
  if (studies.length === 0)
    pairs.push({
      title: 'Formación más alta',
      question:
        'Su CV no indica un título. ¿Cuál es su formación más alta completada, y dónde y cuándo la obtuvo?',
    });
  const certification = profile.certifications[0];
  if (certification)
    pairs.push({
      title: 'Certificación',
      question: `Su CV indica «${certification}». ¿Está vigente y qué entidad lo emitió?`,
    });
  const [latest, previous] = profile.roles;
  if (latest)
    pairs.push(
      latest.isCurrent
        ? {
            title: 'Empleo actual',
            question: `Su CV indica que trabaja como ${roleName(latest)}${period(latest)}. ¿Sigue en este puesto y qué plazo de preaviso necesitaría?`,
          }
        : {
            title: 'Fechas de empleo',
            question: `Su CV indica ${roleName(latest)}${period(latest)}. ¿Puede confirmar estas fechas y su cargo?`,
          },
    );
  if (previous)
    pairs.push({
      title: 'Fechas de empleo',
      question: `Su CV indica ${roleName(previous)}${period(previous)}. ¿Puede confirmar las fechas y su cargo en ese puesto?`,
    });
  if (!latest)
    pairs.push({
      title: 'Historial laboral',
      question:
        'Su CV no indica empleos con fechas. ¿Puede indicar sus empleadores, cargos y fechas de los últimos cinco años?',
    });
  const from = profile.location ? ` desde ${profile.location}` : '';
  pairs.push(
    {
      title: 'Permiso de trabajo',
      question:
        '¿Tiene permiso para trabajar en el país donde se ubica este puesto, o necesitaría patrocinio de visado ahora o en el futuro?',
    },
    {
      title: 'Preferencias de trabajo',
      question: `¿Prefiere trabajo remoto, híbrido o presencial, y estaría dispuesto a mudarse${from}?`,
    },
    { title: 'Expectativas salariales', question: '¿Qué rango salarial espera para su próximo puesto?' },
    { title: 'Disponibilidad', question: '¿Cuándo podría incorporarse a un nuevo puesto?' },
  );
  return pairs;
}
