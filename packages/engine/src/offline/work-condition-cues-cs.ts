// Cues of work conditions in Czech and Slovak postings, read by work-requirements.ts beside its own cues of each condition: a
// job board's fact rows ('Typ pracovního poměru' over 'Práce na plný úvazek', 'Délka pracovního poměru' over 'Na dobu
// neurčitou', 'Typ smluvního vztahu' over 'pracovní smlouva') and the same words in a posting's text. Each cue is a
// term of employment, never a word of the work itself. '\b' is ASCII only, so a cue opening on a Czech letter
// ('částečný') is bounded by no letter before it.

/**
 * 'Práce na plný úvazek', 'zkrácený/částečný úvazek', 'Na dobu neurčitou/určitou', 'pracovní smlouva', 'HPP', 'DPP',
 * 'DPČ', 'spolupráce na IČO', 'živnostenský list'. Not 'Brigády' (temporary jobs), a board's menu item on every page.
 */
export const CZECH_CONTRACT = String.raw`(?<!\p{L})(?:(?:plný|zkrácený|částečný|poloviční) úvazek|na (?:plný|zkrácený|částečný) úvazek|na dobu (?:ne)?určitou|pracovní smlouv[aouy]|hpp|dpp|dpč|(?:spolupráce )?na ičo?|živnostensk(?:ý|ého) list\p{L}*)(?!\p{L})`;
/** 'Řidičský průkaz sk. B', 'ŘP skupiny B'. */
export const CZECH_LICENCE = String.raw`(?<!\p{L})(?:řidičsk(?:ý|ého) průkaz\p{L}*|řp (?:sk\.|skupiny) [a-e])(?!\p{L})`;
/**
 * 'potkávat v kancelářích v Holešovicích', 'pracovat z naší kanceláře', 'docházet do kanceláře': the person at the
 * office. Not 'vyzvednutí objednávky … v kancelářích' (a parcel box at the offices, a benefit).
 */
export const CZECH_OFFICE = String.raw`(?<!\p{L})(?:potkáv|setkáv|pracov|práce|docház|dojížd|chod|sedě|sedí)\p{L}*(?: \p{L}+){0,4} (?:v|z|do) (?:naš(?:í|ich|i|e) |nov(?:é|ých) )?kancelář(?:i|ích|e)(?!\p{L})`;
/**
 * Where the work is done: at the office, 'pracovat na dálku', 'hybridní režim'. Not 'správa kanceláře' (running an
 * office, a duty), nor 'vzdáleně' alone ('vzdáleně spravovat servery' is remote administration).
 */
export const CZECH_WORKPLACE = String.raw`${CZECH_OFFICE}|(?<!\p{L})(?:(?:práce|pracovat|pracuješ|pracujete) (?:na dálku|vzdáleně|z domova)|hybridní\p{L}*)(?!\p{L})`;
/** 'v kancelářích … (s možností čerpání HO)', 'částečný home office': the office with some days at home. */
export const CZECH_HYBRID = String.raw`(?<!\p{L})(?:částečn\p{L}* (?:home ?office|práce z domova)|kancelář\p{L}*[^.]{0,80}(?<!\p{L})(?:home ?office|ho)(?!\p{L})|hybridní\p{L}*)`;

/**
 * A Slovak board's rows and the same words in a posting's text: 'živnosť' (work on a trade licence, self-employed),
 * 'plný/skrátený úväzok', 'na dobu neurčitú', 'pracovná zmluva', 'dohoda o vykonaní práce', and the row 'Druh
 * pracovného pomeru' over any of them ('dohoda', the agreement, as its value).
 */
export const SLOVAK_CONTRACT = String.raw`(?<!\p{L})(?:(?:na )?(?:plný|skrátený|čiastočný) úväzok|na dobu (?:ne)?určitú|pracovn(?:á|ú|ej) zmluv\p{L}*|(?:na )?živnosť|živnostensk\p{L}* list\p{L}*|dohod(?:a|u) o (?:vykonaní práce|pracovnej činnosti|brigádnickej práci)|druh pracovného pomeru\s*:(?=\s*\p{L}))(?!\p{L})`;
/** 'Miesto práce' over 'Chalupkova 4, Bratislava', a Slovak board's place row. */
export const SLOVAK_LOCATION_LABEL = String.raw`^miesto (?:práce|výkonu práce)\s*[:\-–]`;
/**
 * 'Termín nástupu' over 'Dohodou' or a date (Czech writes the row the same), 'nástup ihneď', 'nástup dohodou': when
 * the work starts.
 */
export const CZECH_SLOVAK_START = String.raw`(?<!\p{L})(?:termín|dátum|datum) nástupu\s*:\s*\S|(?<!\p{L})nástup (?:možný )?(?:ihneď|ihned|dohodou|podľa dohody|dle dohody)(?!\p{L})`;
