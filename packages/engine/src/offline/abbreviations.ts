/**
 * Abbreviations whose full stop ends no sentence, in each language the engine reads: the sentence splitter knows
 * English only, so it cut 'Berufserfahrung in der Kundenberatung bzw. im Vertrieb' (round 20) at 'bzw' and the
 * Finnish 'Työ alkaa: 01.06.2014, sop. mukaan' (round 25, 'sopimuksen mukaan') at 'sop'. Words that may also end a
 * sentence in some language ('es', 'ex', 'ej', 'min', 'ok', 'ill', a company's 'BV') are left out.
 */
const MID_SENTENCE_BY_LANGUAGE = {
  en: ['e\\.g', 'i\\.e', 'approx', 'incl', 'vs'],
  de: ['bzw', 'z\\. ?B', 'u\\. ?a', 'd\\. ?h', 'ca', 'inkl', 'zzgl', 'ggf', 'evtl', 'bspw', 'vgl'],
  fr: ['p\\. ?ex', 'c\\.-à-d', 'env', 'cf'],
  es: ['p\\. ?ej', 'aprox'],
  it: ['ad es'],
  nl: ['bijv', 'o\\. ?a', 'm\\.b\\.t', 'i\\.v\\.m', 't\\.a\\.v', 'd\\.w\\.z', 'excl'],
  // Danish, Norwegian and Swedish share 'bl.a.', 'dvs.', 'osv.', 'm.m.'.
  da: ['evt', 'tlf', 'f\\. ?eks', 'bl\\. ?a', 'dvs'],
  sv: ['t\\. ?ex', 'fr\\. ?o\\. ?m', 't\\. ?o\\. ?m', 'resp'],
  fi: ['sop', 'esim', 'mm', 'ns', 'ks', 'vrt', 'puh', 'mahd'],
  cs: ['např', 'tzv', 'tj', 'cca', 'popř', 'mj'],
  pl: ['np', 'tzw', 'm\\. ?in', 'wg'],
  hu: ['pl', 'kb', 'ún'],
  // Russian and Ukrainian addresses and amounts: 'м. Савёловская' (the metro), 'г. Москва', 'ул.', 'вул.', 'д.', 'стр.',
  // 'буд.', '3 мин.', 'тыс. руб.', 'т.е.'.
  ru: [
    'м',
    'г',
    'ул',
    'вул',
    'пр',
    'пр-т',
    'просп',
    'пер',
    'д',
    'стр',
    'буд',
    'корп',
    'оф',
    'обл',
    'р-н',
    'мин',
    'тыс',
    'руб',
    'грн',
    'т\\. ?е',
    'т\\. ?к',
    'напр',
  ],
  // Bulgarian places and titles: 'гр. Пловдив' (the town), 'с. Бяла' (the village), 'ж.к.', 'кв.', 'бул.', 'пл.', 'реп.'
  // (a republic), 'св.' (a saint's church), 'проф.', 'доц.', 'ак.'.
  bg: ['гр', 'с', 'ж\\. ?к', 'кв', 'бул', 'пл', 'реп', 'св', 'проф', 'доц', 'ак'],
  // Vietnamese addresses: 'Tp. HCM' (thành phố, the city), 'Tx.' (thị xã, a town).
  vi: ['tp', 'tx'],
  // Lithuanian weeks, months and hours ('6 sav. darbas', '300 EUR/mėn. į rankas', '40 val. per savaitę') and 'pvz.'.
  lt: ['sav', 'mėn', 'val', 'pvz'],
};
// 'usw.', 'etc.', 'jne.' ('and so on') may close a sentence too, and end one only where the next opens in capitals.
const CLOSING_LIST_BY_LANGUAGE = {
  en: ['etc'],
  de: ['usw', 'u\\. ?v\\. ?m', 'o\\. ?ä'],
  it: ['ecc'],
  nl: ['enz'],
  da: ['mv', 'osv', 'm\\. ?m'],
  fi: ['jne', 'ym', 'yms', 'tms'],
  cs: ['atd', 'apod'],
  pl: ['itd', 'itp'],
  hu: ['stb'],
  ru: ['и т\\. ?д', 'и т\\. ?п', 'і т\\. ?д', 'і т\\. ?п', 'и пр', 'та ін'],
  bg: ['и др'],
};

const endingOn = (byLanguage: Record<string, string[]>): RegExp =>
  new RegExp(`(?:^|[\\s(,])(?:${[...new Set(Object.values(byLanguage).flat())].join('|')})\\.$`, 'iu');
const MID_SENTENCE = endingOn(MID_SENTENCE_BY_LANGUAGE);
const CLOSING_LIST = endingOn(CLOSING_LIST_BY_LANGUAGE);

/** Whether a text's last full stop is an abbreviation's that cannot end a sentence ('… bzw.', '… z. B.'). */
export function endsOnMidSentenceAbbreviation(text: string): boolean {
  return MID_SENTENCE.test(text.trimEnd());
}

/** Whether a text ends on an abbreviation ('… usw.', '… etc.', '… bzw.'): its full stop may or may not end it. */
export function endsOnAbbreviation(text: string): boolean {
  return CLOSING_LIST.test(text.trimEnd()) || endsOnMidSentenceAbbreviation(text);
}
