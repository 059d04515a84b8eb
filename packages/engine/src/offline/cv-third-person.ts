// A CV's paragraph about a piece of work, written as a paper's abstract ('This work presents …', 'A design of … was
// elaborated …', 'The sensor is located …'): no line the candidate would say about their own part.

// 'This work presents a …': the work named, told as the candidate's.
const THIS_WORK_PRESENTS =
  /^this (?:work|project|thesis|paper|study|research|system|application) (?:presents|describes|proposes|introduces|shows)\s+(?=\S)/i;
// 'A design of a laboratory was elaborated …': a thing made, told in the passive with no one making it.
// A line with figures is a result the candidate claims ('A new rota was introduced, cutting overtime by 30%').
const PASSIVE_DESCRIPTION =
  /^(?:[Aa]n?|[Tt]he)\s+[^,;\d]{2,80}?\s(?:was|were|has been|have been|is|are)\s+\p{Ll}+ed\b(?!.*\d)/u;
// 'The sensor board is located in …', 'The tool consists of …': how a thing is, not what anyone did.
const STATE_OF_A_THING =
  /^(?:an?|the)\s+[^,;]{2,60}?\s(?:(?:is|are)\s+(?:located|placed|mounted|based on|composed of)|consists?|comprises?)\b/i;

/** A description of a piece of work in the third person or the passive, which no answer should quote. */
export function describesWorkImpersonally(detail: string): boolean {
  return PASSIVE_DESCRIPTION.test(detail) || STATE_OF_A_THING.test(detail);
}

/** 'This work presents a dance demo, …' → 'I worked on a dance demo, …'; any other line as it is. */
export function withWorkTold(detail: string): string {
  return detail.replace(THIS_WORK_PRESENTS, 'I worked on ');
}
