import { z } from 'zod';

/**
 * Text people type, checked the same way everywhere: trimmed, bounded, and free of characters that change how
 * other people see it. Every free-text field of a request uses one of these (docs/architecture.md, 'Text fields').
 */

// C0 controls, DEL and C1 controls: invisible, and some (NUL) cannot be stored at all. U+2028/U+2029 break lines.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// The same, except tab, line feed and carriage return, which a multi-line field keeps.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * Explicit bidirectional formatting: embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI,
 * PDI) reorder the text around them, so 'Acme\u202Eexe.pdf' reads as something else ('Trojan Source'). The
 * implicit marks (LRM, RLM, ALM) stay allowed: right-to-left writing needs them and they reorder nothing.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const BIDI_CONTROLS_ALL = /[\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const SINGLE_LINE_FORBIDDEN_ALL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export type TextFieldOptions = {
  /** How the person knows the field, at the start of each message: 'Position', 'Question'. */
  label: string;
  /** Most characters after trimming. */
  max: number;
  /** Fewest characters after trimming; 1 (required) unless said otherwise. */
  min?: number;
  /** Line breaks and tabs allowed (a text area), or not (a text box). */
  isMultiLine?: boolean;
  /** Said when the field is missing or blank; default '{label} is required'. */
  blankMessage?: string;
};

/** A trimmed text field with its limits, refusing control and text-direction characters, each said plainly. */
export function plainText({ label, max, min = 1, isMultiLine = false, blankMessage }: TextFieldOptions) {
  const forbidden = isMultiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  const blank = blankMessage ?? `${label} is required`;
  return z
    .string({ error: blank })
    .trim()
    .min(min, blank)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !forbidden.test(value), {
      message: isMultiLine
        ? `${label} cannot contain control characters`
        : `${label} cannot contain line breaks or control characters`,
    })
    .refine((value) => !BIDI_CONTROLS.test(value), {
      message: `${label} cannot contain text-direction control characters`,
    });
}

/** A required one-line text box. */
export const singleLineText = (label: string, max: number) => plainText({ label, max });

/** A required text area: line breaks and tabs allowed. */
export const multiLineText = (label: string, max: number) => plainText({ label, max, isMultiLine: true });

/** RFC 5321 caps an address at 254 characters; longer ones cannot receive mail anyway. */
export const MAX_EMAIL_LENGTH = 254;
/** A person's name: generous for any culture's full name, far below what could flood a page or a row. */
export const MAX_NAME_LENGTH = 200;

/** An email address as a person types it: trimmed, lower-cased, at most 254 characters. */
export const EmailAddressSchema = z
  .string({ error: 'Email address is required' })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, `Email address must be at most ${MAX_EMAIL_LENGTH} characters`)
  .pipe(z.email('Enter a valid email address'));

/**
 * Text from somewhere a person cannot be asked to correct (an identity provider's claims) made safe to show:
 * control and text-direction characters removed, spaces collapsed, cut to `max` characters; null when nothing is left.
 */
export function cleanProvidedText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = value
    .replace(BIDI_CONTROLS_ALL, '')
    .replace(SINGLE_LINE_FORBIDDEN_ALL, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by UTF-16 units, as the length limits count, without leaving half of a surrogate pair.
  const cut = cleaned.slice(0, max).replace(/[\ud800-\udbff]$/, '').trim();
  return cut || null;
}
