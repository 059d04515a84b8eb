// What the employer gives or leaves to the holder, in the languages postings come in: costs it covers, what it
// provides or offers (a sentence of its own: 'the resources we offer to our projects' is a duty's object), a freedom,
// its commitment to train its own people.
export const EMPLOYER_PROVISION =
  /\b(?:will be|are|is|get|gets) (?:fully )?(?:covered|paid|provided|reimbursed|supplied|borne) by (?:the|our|us)\b|(?:^[-*•◦▪·\s]*|[.:;!]\s+)we (?:provide|offer|cover|pay for|supply|reimburse)\b|\bfreedom to\b|\bsar(?:anno|[àa]) copert[ieoa]\b|\b(?:offriamo|forniamo|mettiamo a disposizione|ci impegniamo)\b|\blibert[àa] di\b|\bwir (?:bieten|übernehmen|stellen (?:dir|ihnen))\b|\bwerden (?:von uns )?übernommen\b|\bnous (?:offrons|fournissons|proposons|prenons en charge)\b|\bpris en charge par\b|\b(?:ofrecemos|proporcionamos|brindamos)\b|\b(?:ser[áa]n?|est[áa]n?) cubiert[oa]s? por\b|\blibertad (?:de|para)\b/iu;

/** A line without its sentences of what the employer gives or allows (the rest of the line kept). */
export const withoutProvisions = (line: string): string =>
  line
    .split(/(?<=[.!?;])\s+/)
    .filter((sentence) => !EMPLOYER_PROVISION.test(sentence))
    .join(' ');
