// Cues of work conditions in Hungarian postings, read by work-requirements.ts beside its own cues of each condition.

/**
 * 'teljes munkaidő', 'részmunkaidős' ('Teljes- és 4 órás részmunkaidős jelentkezőkre is számítunk': full-time and
 * four-hour part-time applicants), 'határozott/határozatlan idejű' (fixed-term, permanent): the engagement.
 */
export const HUNGARIAN_CONTRACT = String.raw`(?<!\p{L})(?:teljes munkaid\p{L}*|részmunkaid\p{L}*|határozott(?:lan)? idejű)(?!\p{L})`;

/**
 * 'Budapest V. kerületben', 'Budapest XIII.', 'a VI. kerületi irodánkban': a Budapest address names its district by a
 * Roman numeral with a dot, the district word ('kerület') taking the case ending. The town and district, without the
 * ending, are where the work is.
 */
export const HUNGARIAN_DISTRICT_PLACE = String.raw`(?<!\p{L})(?:Budapest,? [IVX]{1,5}\.(?: ?kerület)?|[IVX]{1,5}\. ?kerület)`;
