// Acronyms the skill lexicon and the MCQ bank read as technology that other fields use in a sense of their own: a
// clinical posting's 'GCP' is Good Clinical Practice, not Google Cloud Platform. A document that spells an acronym
// out settles its sense; one that does not is read by its field.

type TechAcronym = {
  /** The spelled-out technology sense ('Google Cloud Platform'). */
  techSense: RegExp;
  /** Words of a field where the acronym has another sense, when the document spells out neither. */
  otherField?: RegExp;
  /** Words that keep the technology sense in such a field ('AWS, GCP or Azure' in a pharma data team). */
  techCues?: RegExp;
};

const TECH_ACRONYMS: Record<string, TechAcronym> = {
  // GCP, like GMP and GLP, is a life-sciences 'good practice' standard.
  GCP: {
    techSense: /^google cloud\b/i,
    otherField:
      /\b(?:clinical|pharma\w*|biotech\w*|trials?|GxP|GMP|GLP|pharmacovigilance|medicinal products?|ICH)\b/i,
    techCues: /\b(?:cloud|AWS|Azure|Google|BigQuery|Kubernetes|Terraform|devops)\b/i,
  },
  // SAP, the software, is a clinical trial's Statistical Analysis Plan where the document spells it so.
  SAP: { techSense: /^systems,? applications\b/i },
  // CRM, the customer database of selling, is Crew Resource Management in aviation: how a flight crew communicates,
  // shares the workload and decides (an airline's 'CRM assessment', Turkish 'CRM değerlendirmesi').
  CRM: {
    techSense: /^customer\b/i,
    otherField:
      /\b(?:aviation|aircraft|airlines?|flight|pilots?|cockpit|first officers?|simulators?|type rating|u[çc]u[şs]\p{L}*|havac[ıi]l[ıi]k|sim[üu]lat[öo]r\p{L}*)(?![\p{L}])/iu,
    techCues:
      /\b(?:sales|salesforce|hubspot|pipedrive|zoho|pipeline|leads?|prospects?|customer relationships?)\b/i,
  },
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The words a document spells an acronym out with ('Good Clinical Practice (GCP)', 'GCP (Good Clinical Practice)'). */
function spelledOut(text: string, acronym: string): string | null {
  const letters = [...acronym];
  // One capitalised or lower-case word per letter, small linking words ('of', 'and') between them allowed.
  const words = letters
    .map((letter) => `${letter}[\\p{L}-]*`)
    .join(String.raw`(?:\s+(?:of|and|for|the|&))?[\s,]+`);
  const before = new RegExp(String.raw`(?<![\p{L}])(${words})\s*\(\s*${escape(acronym)}\s*\)`, 'iu');
  const after = new RegExp(String.raw`(?<![\p{L}])${escape(acronym)}\s*\(\s*(${words})\s*\)`, 'iu');
  return before.exec(text)?.[1] ?? after.exec(text)?.[1] ?? null;
}

/** The technology acronyms a document uses in another field's sense, as written ('GCP'). */
export function acronymsInOtherSense(text: string): Set<string> {
  const found = new Set<string>();
  for (const [acronym, { techSense, otherField, techCues }] of Object.entries(TECH_ACRONYMS)) {
    if (!new RegExp(`(?<![\\p{L}\\p{N}])${acronym}(?![\\p{L}\\p{N}])`, 'u').test(text)) continue;
    const sense = spelledOut(text, acronym);
    const isOther = sense
      ? !techSense.test(sense)
      : (otherField?.test(text) ?? false) && !(techCues?.test(text) ?? false);
    if (isOther) found.add(acronym);
  }
  return found;
}

/** The text without the acronyms it uses in another field's sense, so no technology is matched on them. */
export function withoutOtherSenseAcronyms(text: string): string {
  const acronyms = acronymsInOtherSense(text);
  if (acronyms.size === 0) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...acronyms].join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return text.replace(pattern, '');
}
