// Cues of work conditions in Hungarian postings, read by work-requirements.ts beside its own cues of each condition.

/**
 * 'teljes munkaidő', 'részmunkaidős' ('Teljes- és 4 órás részmunkaidős jelentkezőkre is számítunk': full-time and
 * four-hour part-time applicants), 'határozott/határozatlan idejű' (fixed-term, permanent): the engagement.
 */
export const HUNGARIAN_CONTRACT = String.raw`(?<!\p{L})(?:teljes munkaid\p{L}*|részmunkaid\p{L}*|határozott(?:lan)? idejű)(?!\p{L})`;
