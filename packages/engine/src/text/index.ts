export { contentTerms, contentTermSet } from './terms.ts';
export { coverage, dropNearDuplicates, jaccard, textSimilarity, tokenJaccard } from './similarity.ts';
export { countFillerWords } from './fillers.ts';
export { entitiesIn, sentimentOf, specificsIn, splitSentences, wordTokens, type NamedEntity } from './nlp.ts';
export { detectLanguage } from './stopwords.ts';
export { findSkills, isKnownSkill, skillMention } from './skills.ts';
