/**
 * Checks of issue 13 on how a CV text tells an entry's dates (round 21's kinds): an open date's word read as the
 * employer ('Research Assistant at on', from '2018 - on'), and an entry asked for its dates 'without dates' while the
 * CV gives its years on its line ('Field campaign 2018 e 2019'), in its name, or on the dated title row above it.
 * Plain patterns over the output and the CV's text, written apart from the CV reader.
 */

// A word closing an open range ('2018 - on', '2018 – ongoing', '2018 – atual') read as the employer or the place.
const OPEN_WORD_AS_EMPLOYER =
  /\b(?:at|presso|chez|en|em|bei)\s+(on|onwards|ongoing|atual|atualmente)(?=[\s.,;?!)]|$)/u;

// Round 32's Cyrillic kind: a year's suffix ('2014 г.', 'год') or an open end ('досега', 'до сега', 'по настоящее
// время', 'н.в.', 'дотепер') read as the employer, quoted after the engine's 'в организации' or a verification
// question's 'В резюме указано:' ('в организации «г- досега»', 'указано: г- 2019'); and round 33's Uzbek ones, the
// year's 'й.', the years' 'йй.', 'йил' and the open end 'ҳ.в.' ('until now': '2019 й. – ҳ.в.').
const CYRILLIC_DATE_WORD_AS_EMPLOYER =
  /(?:организации|компании|організації|компанії|указано:|вказано:|посочено:|(?<![\p{L}])(?:в|във))\s+[«„]?((?:гг?\.?|год|йй?\.?|йил)(?:\s*[-–—]\s*(?:досега|до сега|сега|настоящее время|н\.\s?в\.|ҳ\.\s?в\.|дотепер|(?:19|20)\d{2}))?|досега|до сега|по настоящее время|н\.\s?в\.|ҳ\.\s?в\.|дотепер)[»“]?(?=[\s.,;?!»“)(]|$)/u;

/** An open date's word told as an employer ('… at on since 2018', 'в организации «г- досега»'). */
export function openDateWordsAsEmployers(text: string): string[] {
  const found = OPEN_WORD_AS_EMPLOYER.exec(text) ?? CYRILLIC_DATE_WORD_AS_EMPLOYER.exec(text);
  return found ? [`the open date's word '${found[1]}' as the employer`] : [];
}

// 'Your CV lists X without dates', in the languages the admin questions are written in.
const WITHOUT_DATES =
  /\b(?:lists|indica|indique)\s+(.+?)\s+(?:without dates|senza date|sans dates|sin fechas)\b/iu;
const YEAR = /\b(?:19|20)\d{2}\b/;
// A year or a range of years as a row states it: '2018 - on', '2017 e 2018', '03/2019 – atual', 'since 2018'.
const DATED_ROW =
  /(?:19|20)\d{2}\s*(?:[–—-]|to|a|e|and|y|et|bis)\s*(?:(?:\p{L}+\.?\s+)?(?:\d{1,2}[/.])?(?:19|20)\d{2}\b|on\b|onwards|ongoing|present|current|now|today|atual|presente|actualidad|heute)|\b(?:since|desde|depuis|seit)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b/iu;

/**
 * An admin question that calls an entry undated while its name holds years ('Ação Global 2018 e 2019 without dates')
 * or its CV row, or the title row just above it, dates it.
 */
export function undatedEntryWithYears(question: string, cvText: string): string | null {
  const named = WITHOUT_DATES.exec(question)?.[1]?.trim();
  if (!named) return null;
  if (YEAR.test(named)) return `says '${named}' has no dates, but its name holds its years`;
  // The employer's part when the question names a title at an employer.
  const name = named.split(/\s+(?:at|presso|chez|en)\s+/).at(-1) ?? named;
  const lines = cvText.split('\n').filter((line) => line.trim() !== '');
  const isDated = lines.some(
    (line, index) =>
      line.includes(name) &&
      (DATED_ROW.test(line) ||
        (DATED_ROW.test(lines[index - 1] ?? '') && !/[.!?]\s*$/.test(lines[index - 1] ?? ''))),
  );
  return isDated ? `says '${named}' has no dates, but the CV dates its row` : null;
}
