export { contentTerms, contentTermSet } from './terms.ts';
export { coverage, dropNearDuplicates, jaccard, textSimilarity } from './similarity.ts';
export { countFillerWords } from './fillers.ts';
export { datesIn, sentimentOf, splitSentences, wordTokens } from './nlp.ts';
export { detectLanguage } from './stopwords.ts';
export { findSkills } from './skills.ts';
