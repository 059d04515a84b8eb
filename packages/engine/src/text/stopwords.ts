// wink-nlp flags English stop words; Spanish fixtures and candidates need their own list.
const SPANISH = `a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el
ella ellas ellos en entre era es esa ese eso esta estas este esto estos fue ha hay la las le les lo los mas me mi
mis mucho muy nada ni no nos nosotros nuestra nuestro nuestros o os otra otro para pero poco por porque que quien
se sea ser si sin sobre son su sus también tanto te tu tus un una uno unos y ya etc través tus tu cómo qué`;

const ENGLISH_EXTRA = `also etc e.g i.e via within across using use used able well including include includes
will would could should may might must can need needs new one two way ways every`;

export const SPANISH_STOPWORDS = new Set(SPANISH.split(/\s+/));
const EXTRA_STOPWORDS = new Set(ENGLISH_EXTRA.split(/\s+/));

export function isExtraStopword(word: string): boolean {
  return SPANISH_STOPWORDS.has(word) || EXTRA_STOPWORDS.has(word);
}

/** 'es' when a text reads as Spanish, else 'en' (share of Spanish function words). */
export function detectLanguage(text: string): 'en' | 'es' {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return 'en';
  const spanish = words.filter((word) =>
    ['de', 'la', 'el', 'y', 'en', 'los', 'las', 'del', 'para', 'con', 'que', 'por', 'una'].includes(word),
  ).length;
  const english = words.filter((word) =>
    ['the', 'and', 'of', 'to', 'in', 'with', 'for', 'you', 'our', 'is', 'a', 'on'].includes(word),
  ).length;
  return spanish > english ? 'es' : 'en';
}
