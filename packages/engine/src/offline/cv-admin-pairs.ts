// Verification questions for an English CV (no sample answers): qualifications, languages, jobs and dates, work terms.
import { AdminQaPairSchema, type AdminQaPair } from '@viva/contracts';
import { degreeName, educationPhrase, isUnderWay } from './cv-degree-phrases.ts';
import type { CvProfile, CvRole } from './cv-profile.ts';
import { asOrAt, period, roleName } from './cv-role-phrases.ts';
import { listPhrase, withIndefiniteArticle } from './phrasing.ts';

/** A job the CV gives no dates for: its dates are asked, never confirmed. */
function undatedQuestion(role: CvRole): string {
  return `Your CV lists ${roleName(role)} without dates. When did you hold this role, and what was your job title?`;
}

/** Verification questions: qualifications, employment history, work authorisation and preferences. */
export function adminPairs(profile: CvProfile): AdminQaPair[] {
  const pairs: AdminQaPair[] = [];
  const degrees = profile.education
    .filter((entry) => (entry.degree || entry.institution) && !entry.unfinished)
    .slice(0, 2);
  for (const entry of degrees) {
    pairs.push({
      title: entry.degree ? 'Degree verification' : 'Education check',
      question: entry.expectedPassed
        ? `Your CV lists ${withIndefiniteArticle(degreeName(entry))}, with graduation expected in ${entry.year?.replace(/^expected\s+/, '')}. Did you complete it, and in which year?`
        : entry.degree
          ? `Your CV lists ${withIndefiniteArticle(degreeName(entry))}. Can you confirm the degree, the institution and the year you ${isUnderWay(entry) ? 'expect to complete' : 'completed'} it?`
          : `Your CV lists ${educationPhrase(entry)}. Which qualification did you complete there, and in which year?`,
    });
  }
  if (degrees.length === 0) {
    pairs.push({
      title: 'Highest qualification',
      // Said to lack one only when the CV has no education section at all and no qualification after the name: a
      // section the reader could not read is asked about neutrally.
      question: `${profile.headedSections.education || profile.qualificationsAfterName.length > 0 ? '' : 'Your CV does not list a degree or diploma. '}What is your highest completed qualification, and where and when did you obtain it?`,
    });
  }
  const certification = profile.certifications[0];
  if (certification) {
    pairs.push({
      title: 'Certification check',
      question: `Your CV lists "${certification}". Is it current, and which body issued it?`,
    });
  }
  const languages = profile.spokenLanguages;
  if (languages.length > 0) {
    pairs.push({
      title: 'Language check',
      question:
        languages.length === 1
          ? `Your CV lists ${listPhrase(languages)}. Can you confirm this level, and do you hold a certificate of it?`
          : `Your CV lists ${listPhrase(languages)}. Can you confirm these levels, and do you hold a certificate of any of them?`,
    });
  }
  // Volunteer work is no employment to confirm.
  const [latest, previous] = profile.roles.filter((role) => !role.volunteering);
  if (latest) {
    pairs.push(
      latest.isCurrent
        ? {
            title: 'Current employment',
            question: `Your CV shows you ${asOrAt(latest)}${period(latest)}. Are you still in this role, and what notice period would you need to give?`,
          }
        : {
            title: 'Employment dates',
            question: latest.start
              ? `Your CV lists ${roleName(latest)}${period(latest)}. Can you confirm these dates and your job title?`
              : undatedQuestion(latest),
          },
    );
  }
  if (previous) {
    pairs.push({
      title: 'Employment dates',
      question: previous.start
        ? `Your CV lists ${roleName(previous)}${period(previous)}. Can you confirm the dates and your job title there?`
        : undatedQuestion(previous),
    });
  }
  if (!latest) {
    pairs.push({
      title: 'Employment history',
      question: `${profile.headedSections.experience ? '' : 'Your CV does not give dated employment. '}Can you list your employers, job titles and dates for the last five years?`,
    });
  }
  pairs.push({
    title: 'Work authorisation',
    question: profile.location
      ? `Your CV gives your location as ${profile.location}. Are you legally authorised to work in the country where this role is based, and would you need visa sponsorship?`
      : 'Are you legally authorised to work in the country where this role is based, and would you need visa sponsorship now or in the future?',
  });
  pairs.push({
    title: 'Work preferences',
    question: profile.location
      ? `Do you prefer remote, hybrid or on-site work, and would you consider relocating from ${profile.location}?`
      : 'Do you prefer remote, hybrid or on-site work, and are you open to relocating?',
  });
  pairs.push({
    title: 'Salary expectations',
    question: 'What salary range are you expecting for your next role?',
  });
  pairs.push({ title: 'Availability', question: 'When would you be available to start a new role?' });
  return pairs.map((pair) => AdminQaPairSchema.parse(pair));
}
