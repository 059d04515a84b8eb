import { QaPairSchema, type QaPair } from '@viva/contracts';
import type { RunOptions } from '../engine.ts';
import { detectLanguage } from '../text/stopwords.ts';
import { cleanMarkdown } from './clean-markdown.ts';
import { screeningItems, type ScreeningItem } from './job-questions.ts';
import { listPhrase, shorten } from './phrasing.ts';
import { parseSections, type Section } from './sections.ts';

function guidanceEnglish(item: ScreeningItem): string {
  const quoted = `"${shorten(item.text, 30)}"`;
  const skills = listPhrase(item.skills);
  switch (item.focus) {
    case 'years':
      return `Give a clear number and where it comes from: name the roles in which you did this and for how long, then describe the most demanding piece of work in detail${skills ? `, including what you did with ${skills}` : ''}. The posting asks for ${quoted}, so show plainly that you meet it.`;
    case 'education':
      return `State your qualification, the institution and the year plainly. The posting asks for ${quoted}; if yours differs, explain the equivalent experience and what you learned that applies to this role.`;
    case 'communication':
      return `Pick one situation where the way you communicated changed the outcome: a difficult explanation, a written proposal, a presentation. Say who the audience was, what you did and what changed. The posting asks for ${quoted}.`;
    case 'onboarding':
      return `Describe how you ramp up on a new product and team: what you read first, who you talk to, how you check your understanding. Then say how you would do it here, where the first weeks include ${quoted}.`;
    case 'tools':
      return `Choose one real project where you used ${skills}. Explain what the system did, your own part in it, one decision you made and why, and a measurable result. This answers the posting's ${quoted}.`;
    case 'practices':
      return `Give a concrete example of ${skills} from your own work: the situation, what you did and the result, with a number if you have one. The posting lists ${quoted}.`;
    case 'duty':
      return `Answer with a real example structured as situation, task, action and result. The posting says the role involves ${quoted}, so choose an example as close to that as you can and finish with the result you achieved.`;
    case 'nice':
      return `This is a nice-to-have (${quoted}). If you have done it, give one short example; if not, say so honestly and explain how related experience would help you pick it up quickly.`;
    case 'behaviour':
      return `Prove it with a story rather than adjectives: one situation, what you did and the result. The posting asks for ${quoted}.`;
    case 'general':
      return `Connect your experience directly to ${quoted}: name the role where you did it, what you did and the result.`;
  }
}

function guidanceSpanish(item: ScreeningItem): string {
  const quoted = `"${shorten(item.text, 30)}"`;
  const skills = listPhrase(item.skills, 'y');
  switch (item.focus) {
    case 'education':
      return `Indica con claridad tu formación, la institución y el año o ciclo. La oferta pide ${quoted}; si tu perfil difiere, explica qué experiencia equivalente tienes.`;
    case 'tools':
    case 'practices':
    case 'nice':
      return `Elige un proyecto real en el que usaste ${skills || 'esta habilidad'}: explica qué hacía, cuál fue tu parte, una decisión que tomaste y el resultado. Así respondes a ${quoted}.`;
    default:
      return `Responde con un ejemplo real: la situación, lo que hiciste tú y el resultado. La oferta menciona ${quoted}, así que elige un ejemplo lo más parecido posible.`;
  }
}

/** Why-this-role, grounded in the posting's title, description and first responsibility. */
function motivationPair(sections: Section[], items: ScreeningItem[], language: 'en' | 'es'): QaPair | null {
  const title = sections.find((section) => section.kind === 'title')?.heading;
  const description = sections
    .filter((section) => section.kind === 'title' || section.kind === 'description')
    .flatMap((section) => section.items)
    .find((item) => item.split(/\s+/).length >= 6);
  const duty = items.find((item) => item.kind === 'responsibilities')?.text;
  if (!title || (!description && !duty)) return null;
  if (language === 'es') {
    return {
      question: `¿Por qué te interesa el puesto de ${title}?`,
      answer:
        `Relaciona tu motivación con lo que dice la oferta${description ? `: "${shorten(description, 30)}"` : ''}. ${duty ? `Menciona una función que te atraiga, por ejemplo "${shorten(duty, 20)}", y qué aportas tú.` : ''}`.trim(),
    };
  }
  return {
    question: `Why are you interested in the ${title} role?`,
    answer:
      `Tie your motivation to what the posting says${description ? `: "${shorten(description, 30)}"` : ''}. ${duty ? `Name a responsibility you look forward to, such as "${shorten(duty, 20)}", and what you bring to it from your own experience.` : ''}`.trim(),
  };
}

/** Spec part 2 'Specs Management': practice questions for a job spec, each with guidance grounded in it. */
export function generateSpecsQa(input: { specMarkdown: string }, options: RunOptions = {}): QaPair[] {
  options.onProgress?.({ progress: 10, message: 'Reading the job specification' });
  const markdown = cleanMarkdown(input.specMarkdown);
  const sections = parseSections(markdown);
  const language = detectLanguage(markdown);
  options.signal?.throwIfAborted();
  options.onProgress?.({ progress: 50, message: 'Writing questions and answer guidance' });
  const items = screeningItems(sections, language);
  const pairs = items.map((item) => ({
    question: item.question,
    answer: language === 'es' ? guidanceSpanish(item) : guidanceEnglish(item),
  }));
  const motivation = motivationPair(sections, items, language);
  const result = QaPairSchema.array().parse(motivation ? [motivation, ...pairs] : pairs);
  options.onProgress?.({ progress: 100, message: 'Job spec Q&A ready' });
  return result;
}
