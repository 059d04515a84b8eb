// 'Previous software engineering internship and/or relevant project experience preferred', 'internship experience',
// 'have completed an internship', 'esperienza di tirocinio', 'experiência de estágio': an internship the candidate has
// already done is background the post weighs, never the engagement it offers. A contract read from such a line must be
// stated by a contract word outside the phrase.
const PAST_INTERNSHIP =
  /\b(?:previous|prior|past|former|earlier|completed|relevant|recent|at least (?:one|1)|one or more)\s+(?:[\p{L}-]+\s+){0,3}internships?\b|\binternships? (?:experience|background)\b|\bexperience (?:from|through|gained (?:in|through)|in) (?:an? |one or more )?(?:[\p{L}-]+ )?internships?\b|\b(?:have|has|having) (?:successfully )?(?:completed|done|held) (?:an? |one or more )?(?:[\p{L}-]+ ){0,2}internships?\b|\besperienz[ae] (?:di|in) tirocinio\b|\btirocini(?:o)? (?:precedent[ei]|pregress[io])\b|\bexperi[êe]ncia (?:de|em) est[áa]gio\b|\best[áa]gios? anterior(?:es)?\b/giu;

// 'A minimum of two years of full-time professional experience', 'part-time work experience': how much experience
// counts, background the post weighs, never the engagement it offers.
const PAST_HOURS = /\b(?:full|part)[- ]time (?=(?:[\p{L}-]+ ){0,2}experience\b)/giu;

/** The text without the phrases naming an internship the candidate has done or the hours of past experience. */
export const withoutPastInternship = (text: string): string =>
  text.replace(PAST_INTERNSHIP, ' ').replace(PAST_HOURS, ' ');
