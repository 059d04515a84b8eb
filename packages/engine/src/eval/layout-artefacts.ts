/**
 * Layout that leaked from a document into what a candidate reads (contact details, page furniture, glyphs…): a fault
 * any generated text can carry, so screening questions, practice pairs and admin questions are all checked for it.
 */

// Layout that leaked from the document: contact details, links, page and print furniture, logo alt texts, words
// doubled by pasted web pages, job-board controls, icon glyphs.
// A year range whose end comes before its start ('2016–2013', 'from 2016 to 2013'): a right-to-left CV's dates read
// in its visual order (round 33: a Hebrew CV's '2016–2013').
const YEAR_RANGE = /(?<!\d)((?:19|20)\d{2})(?:\s*[–—-]\s*|\s+(?:to|until)\s+)((?:19|20)\d{2})(?!\d)/gu;
const reversedYearRange = {
  test: (text: string): boolean =>
    [...text.matchAll(YEAR_RANGE)].some(([, start = '', end = '']) => Number(end) < Number(start)),
};

const ARTEFACTS: [string, { test(text: string): boolean }][] = [
  ['e-mail address', /[\w.+-]+@[\w-]+\.[\w.]+/],
  ['phone number', /(?:\+\d{1,3}[\s-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/],
  ['link', /https?:\/\/|www\.|\b[\w-]+\.(?:com|org|net|io|pe|edu)\b(?:\/\S*)?/],
  // Handles and link labels as a contact block prints them: 'linkedin github', '(LinkedIn)', '(Other)'.
  [
    'profile handle',
    /\b(?:linkedin|github|gitlab|twitter|orcid)\b|\((?:LinkedIn|Other|Company|Portfolio|Personal)\)/,
  ],
  [
    'page furniture',
    /\bpage \d+ (?:of|\/) \d+\b|\b\d{1,2}\/\d{1,2}\/\d{2,4},\s*\d{1,2}:\d{2}\b|\blast updated\b/i,
  ],
  // A word of its own: 'Tecnólogo' (a Brazilian degree) ends in the letters, not the word.
  ['logo alt text', /(?<!\p{L})logo(?!\p{L})/iu],
  ['job-board control', /\b(?:postular|apply now|close ad|read next|ver más|show all|see more)\b/i],
  // An ad's label ('Sponsored', '· Patrocinado'), not the word in a sentence ('fiscally sponsored projects'); no
  // 'i' flag, as it would make \p{Ll} match capitals too.
  [
    'job-board control',
    /(?<![\p{Ll}-]\s)\b(?:[Ss]ponsored|SPONSORED|[Pp]atrocinado|PATROCINADO)\b(?!\s+\p{Ll})/u,
  ],
  // A middle dot between words parts fields of a layout ('Cruise · San Francisco'); inside one ('motivé·e') it is French.
  // A bar inside brackets is the writer's own ('Research Associate (Architect | Team Lead)').
  ['glyph', /[\uE000-\uF8FF▪●•■◆►➢✓✔⋄]|\|(?![^()]*\))|\s·\s/u],
  // An icon font's glyph read as a letter or sign: Latin-1 signs no text writes alone ('Æ +49 176…', '½ Bremen'), or
  // a lone letter before a phone number, e-mail address or link ('T +32 494…').
  [
    'icon glyph',
    /(?:^|\s)(?:[ÆæØøÐðÞþß½¼¾§¶¤¦¨¯´¸¹²³ªº¬×÷µ]|±(?!\s*\d))(?=\s|$)|(?:^|\s)\p{L}\s+(?:\+?\d[\d\s*()]{6,}|[\w.+-]+@\w|www\.)/u,
  ],
  // A TeX accent set apart from its letter by a PDF's text layer ('Zam ˇeˇrení' for 'Zaměření', 'r ˚uzných'): a
  // spacing caron, ring, breve, ogonek or double acute before a letter of the word; an acute or diaeresis only before
  // a letter that takes it and not as an apostrophe's stand-in ('it´s', 'don´t').
  [
    'accent set apart',
    /(?<=\p{L}\s?)(?:[\u02C7\u02DA\u02D8\u02DB\u02DD]\p{L}|[\u00B4\u00A8](?=[aeiouycnszlrAEIOUYCNSZLR])(?!(?:s|t|d|m|ll|re|ve)(?!\p{L}))\p{L})/u,
  ],
  // One glyph repeated by a PDF's font ('ááááá' for a rating's dots): no word of the fixtures' languages holds a
  // small letter four times running (capitals may: an 'AAAA' battery). 'xxxx' is left out: it is a template's
  // placeholder, which the placeholder check reports (admin-checks.ts).
  ['repeated glyph', /([^\P{Ll}x])\1{3}/u],
  // A saved web page's HTTP response header quoted as its text ('HTTP/1.1 200 OK', 'Cache-Control: private').
  [
    'HTTP header',
    /\bHTTP\/\d(?:\.\d)? \d{3}\b|\b(?:Cache-Control|Content-Type|Content-Length|Content-Encoding|Set-Cookie|Last-Modified|Transfer-Encoding|X-Frame-Options|X-Powered-By|Strict-Transport-Security|Content-Security-Policy|Accept-Ranges):/i,
  ],
  // A footnote's mark left on a quoted line ("bilingual ('BBB')*", '*A pool of…').
  ['footnote mark', /[\p{L}\p{N})’'"»]\*{1,3}(?=[\s.,;:]|$)|(?:^|\s)\*{1,3}\p{L}/u],
  // 'an M.Sc..': a sentence's full stop after an abbreviation's.
  ['doubled full stop', /\p{L}\.\.(?!\.)/u],
  // A word hyphenated at a text box's edge and left so ('look-ing', 'Engineer-ing', 'Technol-ogy', 'experimen-tal');
  // French inclusive endings ('proactif-ive') are none.
  [
    'word broken by a hyphen',
    /\p{L}{2}-(?:ing|ings|tion|tions|ment|ments|ness|ity|ance|ence|ogy|ogies|ical|ically|tal|ular)\b/u,
  ],
  // One hyphen printed as several glyphs by a Word-made PDF ('on--‐campus', '555--‐5555').
  ['broken hyphen', /[\p{L}\p{N}][-\u00AD\u2010\u2011]{2,}[\p{L}\p{N}]/u],
  // 'EngineerEngineer', 'Seattle, WashingtonSeattle, Washington': a web page pasted with its hidden duplicate text.
  // Glued means nothing between the copies: 'Data Analysis, Data Analysis' is a list with two entries.
  ['glued duplicate', /(\p{Lu}[\p{L} ,.·-]{2,79}?\p{L})\1/u],
  // A duration or employment-type fragment of a profile page glued to the next word ('Full-timeDisney', '3 mosJul').
  ['glued fragment', /\b(?:Full-time|Part-time|Present|mos|yrs)\p{Lu}/u],
  ['doubled phrase', /\b((?:\p{L}+\s){1,5}\p{L}+)\s+\1\b/iu],
  ['stray fragment', /(?:^|\s)--\s|\(\s*\)|\s[,;:]\s*[,;:]/],
  // A sentence cut where the document went on in a list ('...responsibilities, including.').
  // '...workshops with the following titles.' announces a list the text does not carry.
  [
    'cut-off sentence',
    /\b(?:including|such as|and|or|of|with|for|the|an|como|y)\.(?=\s+\p{Lu}|\s*$)|\bthe following(?: [\p{L}-]+)?\.|\bas follows\./u,
  ],
  // A form label or a licence class read as content ('Business or sector', 'Driving licence B', a lone letter).
  // 'R' and 'C' are programming languages, not licence classes.
  [
    'form label',
    /\bBusiness or sector\b|\bDriving licen[cs]e [A-Z0-9]\b|\b(?:most are|best are|I (?:also )?work(?:ed)? with) (?![RC],)[A-Z],/,
  ],
  // Personal data a form CV gives beside the name (birth date, nationality), in the languages the engine reads.
  [
    'personal data',
    /\b(?:date of birth|born on|data di nascita|date de naissance|fecha de nacimiento|geburtsdatum|nationality|nazionalit[àa]|nationalit[ée]|nacionalidad|staatsangeh[öo]rigkeit|marital status|stato civile|estado civil)(?![\p{L}])/iu,
  ],
  // A job portal's field, navigation or sub-heading copied from a profile export ('^ Back to Top', 'Job Highlights',
  // 'Till Date', 'UG:', 'Current Designation:') or its rule of dashes.
  [
    'portal label',
    /\bBack to Top\b|\bJob Highlights\b|\bTill Date\b|\b(?:UG|PG):|\bFeatured Resume\b|\bJump to Section\b|\b(?:Current Designation|Current Company|Notice Period|Functional Area|Pref\. Location)\s*:|-{5,}/,
  ],
  // Arabic script as a PDF's glyphs rather than its letters (round 32: a Persian page and CV whose text came out as
  // 'ﻫـﻤــکـﺎری'): the presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFE; not U+FEFF, the byte-order mark), which a
  // typed text never holds, as a font draws each letter by its place in the word; and the tatweel (U+0640) a
  // justified line stretches its letters with, joined to a letter.
  ['Arabic presentation forms', /[\uFB50-\uFDFF\uFE70-\uFEFE]/u],
  ['tatweel-stretched letters', /\p{L}\u0640|\u0640\p{L}/u],
  // Brackets mirrored by a right-to-left layout (round 33: a Hebrew CV's ')Mano(', ')2018('): a closing bracket opening
  // a word and an opening one closing it. 'Bash (shell) and Python (3.x)' closes and opens after and before words.
  ['mirrored brackets', /(?<![\p{L}\p{N}])\)[^()\s](?:[^()]{0,60}?[^()\s])?\((?![\p{L}\p{N}])/u],
  ['reversed year range', reversedYearRange],
  // A lam-alef ligature a PDF gives back in the wrong order (round 32: 'اإلدارة' for 'الإدارة', 'االستيراد' for
  // 'الاستيراد'): the article 'ال' before an alef comes out as alef, alef, lam. No Arabic or Persian word opens on two
  // alefs, so a word opening on 'ا', an alef (with or without hamza or madda) and 'ل', after at most the one-letter
  // 'و', 'ف', 'ب' or 'ك', is the reversed ligature. Inside a word the reversal is not told this way ('علاقة' read
  // as 'عالقة' is a word too), so it is left out.
  ['reversed lam-alef', /(?<![\p{L}\p{M}])[وفبك]?ا[اأإآ]ل/u],
  // A CV template's prompt left where its owner was to write (round 32: a Bulgarian Europass CV's 'Въведете дати (от
  // – до)', 'Въведете заемана длъжност или позиция'): Europass's English 'Replace with …' before a small letter and
  // 'Enter dates (from - to)', 'Enter occupation or position held', and the Bulgarian template's 'Въведете' ('enter').
  // Case-sensitive: 'I replaced the ledger with …' and 'Enter the data' are no prompts.
  [
    'template prompt',
    /\bReplace with (?:\p{Ll}|[\p{Lu}\p{N}]\p{Ll}* \p{Ll})|\bEnter (?:dates?|occupation|employer|main activities|type of|name of|level|job applied)\b|(?<!\p{L})Въведете(?!\p{L})/u,
  ],
];

/** The kinds of layout artefact in a text a candidate reads (empty when clean). */
export function layoutArtefacts(text: string): string[] {
  return [...new Set(ARTEFACTS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind))];
}
