import type { Evidence, TranscriptEntry } from '@viva/contracts';
import { splitSentences } from '../text/nlp.ts';
import { answerSignals, specificCount } from './answer-signals.ts';

const MAX_QUOTES = 2;
const MAX_QUOTE_CHARS = 300;

/**
 * The passages of an answer a grade rests on: the candidate's sentences with the most concrete detail (figures,
 * named skills, own examples), quoted verbatim with the time of the entry they were said in. An answer without
 * any detail is quoted by its longest sentence, so a low score still points at what was said.
 */
export function pickEvidence(entries: TranscriptEntry[]): Evidence[] {
  const sentences = entries.flatMap((entry, entryIndex) =>
    sentencesOf(entry.message).map((sentence, sentenceIndex) => {
      const signals = answerSignals(sentence);
      return {
        quote: sentence,
        time_in_call_secs: entry.time_in_call_secs,
        order: entryIndex * 1000 + sentenceIndex,
        weight: specificCount(signals) * 10 + Math.min(signals.words, 40),
        hasDetail: specificCount(signals) > 0,
      };
    }),
  );
  if (sentences.length === 0) return [];
  const detailed = sentences.filter((sentence) => sentence.hasDetail);
  const chosen = [...(detailed.length > 0 ? detailed : sentences)]
    .sort((first, second) => second.weight - first.weight || first.order - second.order)
    .slice(0, detailed.length > 0 ? MAX_QUOTES : 1)
    .sort((first, second) => first.order - second.order);
  return chosen.map(({ quote, time_in_call_secs }) => ({ quote, time_in_call_secs }));
}

/** Sentences as they stand in the message (a quote must be found in it verbatim), long ones cut at a word. */
function sentencesOf(message: string): string[] {
  return splitSentences(message)
    .filter((sentence) => message.includes(sentence))
    .map((sentence) => (sentence.length > MAX_QUOTE_CHARS ? cutAtWord(sentence) : sentence));
}

function cutAtWord(sentence: string): string {
  const cut = sentence.slice(0, MAX_QUOTE_CHARS);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd();
}

/**
 * A quote proposed by a model, checked against the entry it names: kept only when the entry really contains it
 * (ignoring case and spacing), and then returned as the candidate's exact words.
 */
export function verifiedQuote(entry: TranscriptEntry | undefined, quote: string): Evidence | null {
  if (entry?.role !== 'user') return null;
  const wanted = normalise(quote);
  if (wanted.length < 3) return null;
  const { text, offsets } = normalisedWithOffsets(entry.message);
  const start = text.indexOf(wanted);
  if (start < 0) return null;
  const from = offsets[start]!;
  const to = offsets[start + wanted.length - 1]! + 1;
  return { quote: entry.message.slice(from, to), time_in_call_secs: entry.time_in_call_secs };
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The lower-cased text with runs of spaces made one, and where each character came from in the original. */
function normalisedWithOffsets(message: string): { text: string; offsets: number[] } {
  let text = '';
  const offsets: number[] = [];
  for (let index = 0; index < message.length; index += 1) {
    const character = message[index]!;
    if (/\s/.test(character)) {
      if (text === '' || text.endsWith(' ')) continue;
      text += ' ';
      offsets.push(index);
      continue;
    }
    // A few characters lower-case to two code units ('İ'): each unit keeps the original's offset.
    for (const unit of character.toLowerCase()) {
      text += unit;
      offsets.push(index);
    }
  }
  return { text, offsets };
}
