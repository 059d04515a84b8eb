/**
 * A CV made from a template may still hold the template's placeholders: 'xxx' where a figure or a name goes, 'Lorem
 * ipsum' filler, fields never filled in ('Company Name', 'City, State', 'Month 20XX'). A placeholder is no fact of the
 * candidate's: the line holding one is read as absent, so nothing built from it reaches a candidate. Where the
 * placeholder is only a labelled field or a list item of its line ('Summer Intern Manager: xxx', 'Web, xxx'), that
 * part goes and the rest of the line stays.
 */

// 'xxx', 'XXXX', 'xx%' is not one: three letters x or more standing as a word.
const FILLER_MARK = /(?<![\p{L}\p{N}@.])x{3,}(?![\p{L}\p{N}])/iu;
// Filler text and years left open ('Lorem ipsum dolor sit amet', 'June 20XX'); the English filler templates set
// instead, Rackham's translation of the passage Lorem ipsum comes from, on pleasure and pain ('No one rejects …
// pleasure itself, because it is pleasure, but because … pain').
const FILLER_TEXT =
  /\b(?:lorem ipsum|dolor sit amet|consectetur adipiscing|blah|muster(?:stadt|firma|mann|frau|stra(?:ß|ss)e))\b|\b(?:19|20)xx\b|\bpleasures?\b[^.?!]*\bpains?\b|\bpains?\b[^.?!]*\bpleasures?\b/i;
// Template fields in Title Case or capitals, never filled in. 'Company Name: Acme' is a label with its value.
const UNFILLED_FIELD =
  /\b(?:Company Name|COMPANY NAME|Your Name|YOUR NAME|Job Title|JOB TITLE|Position Title|University Name|School Name|Degree Name|City, State|CITY, STATE|City, Country|Month,? Year|MM\/YYYY)\b(?!\s*:)/u;
// A German template's field standing alone, perhaps numbered or with its place to fill ('Firma 1', 'Firma 2 (Ort)',
// 'Titel', 'Punkt 3', 'Schule (Ort)').
const GERMAN_FIELD_LINE =
  /^(?:[-*]\s+)?(?:Firma|Titel|Punkt|Schule|Abschluss|Kurzbeschreibung|Liste|Position|Ort)\s*\d*(?:\s*\((?:Ort|Stadt)\))?$/u;
// Bracketed fields a template asks its owner to fill in ('[Your Name]', '<Company>', '{{title}}').
const BRACKETED_FIELD =
  /\[(?:your|company|job|insert|name|title|date|city)[^\]]*\]|<(?:your|company|job|insert|name|title|date|city)[^>]*>|\{\{[^}]*\}\}/i;
// The template's own name, which its sample CV lists as a project of the sample person ('LaTeX résumé template').
const TEMPLATE_NAME = /\b(?:r[ée]sum[ée]|cv|curriculum vitae) template\b|\btemplate (?:r[ée]sum[ée]|cv)\b/i;
// The numbered sample entries a personal-site template ships with and its owner never replaced ('Paper Title Number
// 2', 'Portfolio item number 1', 'Blog Post number 3', 'Talk 1 on Relevant Topic', 'Sub-skill 2.1').
const TEMPLATE_SAMPLE_ENTRY =
  /^(?:(?:paper|post|article) title|portfolio item|blog post|publication|project|talk|tutorial|sub-?skill|skill)\s+(?:number\s+)?\d+(?:\.\d+)?(?:\s+on relevant topic)?\.?$/i;

// The Europass Word template's prompts, left where the candidate typed nothing over them ('Replace with dates (from -
// to)', 'Replace with occupation or position held'; Bulgarian 'Въведете дати (от – до)', 'Въведете заемана длъжност
// или позиция'): a short line opening on the template's 'Replace with' or 'Enter'.
const EUROPASS_PROMPT = /^(?:[-*]\s+)?(?:replace with|въведете)(?![\p{L}])(?:\s+\S+){0,12}\s*$/iu;

// A labelled field holding only the placeholder after other words of its line ('Summer Intern Manager: xxx.'); a
// line that is only such a field ('Brief introduction: xxx') is then left with no words.
const LABELLED_FILLER = /\s+\p{Lu}[\p{L}-]*:\s*x{3,}\.?\s*$/u;
// A list item that is only the placeholder ('Web, xxx', 'xxx, Web').
const FILLER_ITEM = /,\s*x{3,}(?=\s*(?:,|$))|^\s*x{3,}\s*,\s*/giu;

/** Whether the line holds a template's placeholder. */
export function holdsPlaceholder(line: string): boolean {
  return (
    FILLER_MARK.test(line) ||
    FILLER_TEXT.test(line) ||
    UNFILLED_FIELD.test(line) ||
    GERMAN_FIELD_LINE.test(line.trim()) ||
    EUROPASS_PROMPT.test(line.trim()) ||
    BRACKETED_FIELD.test(line)
  );
}

/** Whether an entry's name is the template's own ('LaTeX résumé template'): sample content, not the candidate's. */
export function namesTemplate(name: string): boolean {
  return TEMPLATE_NAME.test(name) || TEMPLATE_SAMPLE_ENTRY.test(name.trim());
}

/**
 * The line without its placeholders: a placeholder field or list item removed, the rest kept; '' when what is left
 * still holds a placeholder (the line is then read as absent).
 */
export function withoutPlaceholders(line: string): string {
  if (!holdsPlaceholder(line)) return line;
  const kept = line.replace(LABELLED_FILLER, '').replace(FILLER_ITEM, '').trim();
  if (holdsPlaceholder(kept) || !/\p{L}{2}/u.test(kept.replace(/^[-*]\s+/, ''))) return '';
  // A bullet or a label with nothing left after it is empty too ('- ', 'Development:').
  return /:\s*$/.test(kept) ? '' : kept;
}
