import type { ItemSentence } from 'wink-nlp';
import { its, splitSentences, wink } from '../text/nlp.ts';
import { dropNearDuplicates } from '../text/similarity.ts';
import { shorten } from './phrasing.ts';

type Principle = { name: string; statement: string; probe: string };

const MAX_QUESTIONS = 8;

// Behaviours behind the values companies commonly name (GitLab's CREDIT, Sourcegraph's, and the usual
// others). A value found in the document is asked about through the behaviour that shows it.
const VALUE_PROBES: { pattern: RegExp; probe: string }[] = [
  {
    pattern: /collaborat|win together|teamwork/i,
    probe:
      'Tell me about a time you worked with another team to reach a result neither could reach alone. What was your part?',
  },
  {
    pattern: /\bresults?\b|impact|outcomes?/i,
    probe:
      'Describe a goal you owned from start to finish. How did you measure the result, and what did you do when it was at risk?',
  },
  {
    pattern: /efficien/i,
    probe:
      'Tell me about a time you made a process or a piece of work noticeably more efficient. What did you change and what did it save?',
  },
  {
    pattern: /diversity|inclusi|belonging/i,
    probe:
      'How have you helped make a team more inclusive, or worked well with people whose background or views differ from yours?',
  },
  {
    pattern: /iterat|minimal valuable change|small steps/i,
    probe:
      'Tell me about a time you shipped a small first version instead of waiting for a polished one. What did the early feedback change?',
  },
  {
    pattern: /transparen|direct|candid|feedback/i,
    probe:
      'Give an example of candid feedback you gave or received. How was it handled, and what changed afterwards?',
  },
  {
    pattern: /agency|ownership|owners?\b|self-motivated|autonomy|accountab/i,
    probe:
      'Tell me about a problem you took ownership of without being asked. What did you do, and what happened?',
  },
  {
    pattern: /customer|dev love|users?\b/i,
    probe:
      "Tell me about a time you went out of your way to understand a customer's or user's needs. What did you change because of it?",
  },
  {
    pattern: /contribut|co-create/i,
    probe:
      'Tell me about a time you contributed to something beyond your own job description. What prompted you, and what was the result?',
  },
  {
    pattern: /remote|distributed|asynchronous|async/i,
    probe:
      'How do you keep your work visible and your communication clear when your team is spread across locations and time zones?',
  },
  {
    pattern: /trust|camaraderie|friendship/i,
    probe:
      'How do you build trust and working relationships with colleagues you rarely or never meet in person?',
  },
  {
    pattern: /learn|curiosity|growth|grow/i,
    probe: 'What is something you taught yourself recently for your work, and how did you put it to use?',
  },
  {
    pattern: /\bmission\b|\bpurpose\b/i,
    probe:
      'In your own words, why does this mission matter to you, and how would your work contribute to it?',
  },
];

const GENERIC_PROBE =
  'Tell me about a time your own work reflected this. What did you do, and what was the outcome?';
const SKIPPED_HEADINGS =
  /^(introduction|other pages|related|learn more|links?|resources|see also|mitigating concerns|customer acceptance|cadence)/i;

/** The organisation the document is about: the capitalised name it repeats most, not at a sentence start. */
function companyName(markdown: string): string | null {
  const counts = new Map<string, number>();
  wink
    .readDoc(plain(markdown))
    .sentences()
    .each((sentence: ItemSentence) => {
      const words = sentence.tokens().out(its.value);
      words.slice(1).forEach((word: string) => {
        const name = word.replace(/['’]s$/, '');
        if (
          /^\p{Lu}[\p{L}\p{N}]{2,}$/u.test(name) &&
          !/^(?:The|We|Our|You|It|This|If|In|At|All|Every|Everyone|Mission|Values?)$/.test(name)
        ) {
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
      });
    });
  const best = [...counts.entries()].sort((first, second) => second[1] - first[1])[0];
  return best && best[1] >= 3 ? best[0] : null;
}

function plain(text: string): string {
  return text
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .trim();
}

/** Named values and principles: '**Dev love:** ...' bullets, 'Anyone: ...' bullets, and headed sections. */
function principlesOf(markdown: string): Principle[] {
  const principles: Principle[] = [];
  const lines = markdown.split('\n');
  for (const [index, line] of lines.entries()) {
    const labelled = /^\s*[-*]\s+\**([^:*]{2,40}?)\**\s*:\**\s+(.{20,})$/.exec(line);
    if (labelled?.[1] && labelled[2]) {
      const name = plain(labelled[1]);
      const statement = splitSentences(plain(labelled[2]))[0] ?? plain(labelled[2]);
      principles.push({ name, statement, probe: probeFor(name, statement) });
      continue;
    }
    const heading = /^#{2,4}\s+(.+)$/.exec(line);
    if (!heading?.[1] || SKIPPED_HEADINGS.test(heading[1])) continue;
    const paragraph = lines
      .slice(index + 1)
      .find((next) => next.trim() && !/^#|^\s*\d+\.|^\s*[-*]\s/.test(next));
    if (!paragraph || /^#/.test(paragraph)) continue;
    const statement = splitSentences(plain(paragraph))[0];
    const name = plain(heading[1]);
    if (statement && statement.split(/\s+/).length >= 6)
      principles.push({ name, statement, probe: probeFor(name, statement) });
  }
  return principles;
}

function probeFor(name: string, statement: string): string {
  return (
    VALUE_PROBES.find((value) => value.pattern.test(name))?.probe ??
    VALUE_PROBES.find((value) => value.pattern.test(statement))?.probe ??
    GENERIC_PROBE
  );
}

/** Values named in running text ('we value collaboration, results, efficiency...') not already asked about. */
function namedValues(markdown: string, asked: Set<string>): Principle[] {
  const found: Principle[] = [];
  const sentences = markdown
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .flatMap((line) => splitSentences(plain(line.replace(/^\s*(?:[-*]|\d+\.)\s+/, ''))));
  for (const value of VALUE_PROBES) {
    if (asked.has(value.probe)) continue;
    const sentence = sentences.find(
      (candidate) =>
        value.pattern.test(candidate) && /\bvalues?\b|\bculture\b|\bwe\b|\bour\b/i.test(candidate),
    );
    if (sentence) {
      found.push({ name: '', statement: sentence, probe: value.probe });
      asked.add(value.probe);
    }
  }
  return found;
}

/** 'GitLab's', 'Harlow Systems'': the possessive of a company's name. */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/**
 * Questions on the culture document's values and principles, each quoting what the document says, naming the
 * company the recruiter typed in the form (a culture document also names the frameworks and values it mentions). Principles
 * with a behaviour of their own come first, one question per behaviour, then values named in running text,
 * then principles that only take the general probe.
 */
export function cultureQuestions(markdown: string | null, formCompany: string | null = null): string[] {
  if (!markdown?.trim()) return [];
  // The company the recruiter typed; only without it, the name the document repeats most.
  const company = formCompany?.trim() || companyName(markdown) || 'The company';
  const principles = principlesOf(markdown);
  const specific: Principle[] = [];
  const asked = new Set<string>();
  for (const principle of principles) {
    if (principle.probe === GENERIC_PROBE || asked.has(principle.probe)) continue;
    specific.push(principle);
    asked.add(principle.probe);
  }
  const ordered = [
    ...specific,
    ...namedValues(markdown, asked),
    ...principles.filter((principle) => principle.probe === GENERIC_PROBE),
  ];
  const questions = ordered.map((principle) => {
    const statement = `"${shorten(principle.statement, 30)}"`;
    return principle.name
      ? `${possessive(company)} culture names "${principle.name}": ${statement} ${principle.probe}`
      : `${possessive(company)} culture document says: ${statement} ${principle.probe}`;
  });
  return dropNearDuplicates(questions, (question) => question, 0.6).slice(0, MAX_QUESTIONS);
}
