/**
 * How a Danish, Norwegian (Bokmål and Nynorsk) or Swedish posting states the terms of an engagement, for the work
 * requirement checks: a job board's fact rows ('Ansættelsesform Fastansættelse', 'Arbejdstid · Deltid'), a permanent
 * post ('fast 100% stilling', 'fast ansettelse', 'tillsvidareanställning'), a temporary one ('tidsbegrænset',
 * 'midlertidig stilling', 'mellombels', 'vikariat', 'visstidsanställning') and full or part time ('fuldtid',
 * 'heiltid', 'deltid'), and a public post's fixed term ('åremålsstilling', 'åremålstilsetting'). 'Fast' alone is no term
 * (a fast pace): only a permanent post or engagement.
 */
export const NORDIC_CONTRACT =
  /(?<![\p{L}\p{N}])(?:fast(?:e)? (?:\d+(?:[,.]\d+)? ?% )?(?:stilling(?:ar|er)?|ansættelse|ansettelse|anställning|tilsetjing|tilsett|ansat|ansatt|anstelling)|fastansættelse|fastansat|tidsbegrænse\p{L}*|tidsbegränsa\p{L}*|midlertidig\p{L}*|mellombels\p{L}*|(?:barsels|foreldre|svangerskaps)?vikariat\p{L}*|projektansættelse|prosjektstilling\p{L}*|projektanställning|tillsvidare\p{L}*|visstid\p{L}*|provanställning|timanställning|fuldtid\p{L}*|heltid\p{L}*|heiltid\p{L}*|deltid\p{L}*|ansættelsesform|ansettelsesform|tilsetjingsform|anställningsform|åremål\p{L}*)(?![\p{L}\p{N}])/iu;
