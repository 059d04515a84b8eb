// Contact data in a CV: phone numbers, e-mail addresses, links and the 'See www…' pointers a job line carries. None of
// it is ever an employer, a title, a project or a degree.

// A phone number, shown or masked ('+49 176 *** *** **', '0176 xxx xx'): digits, or stars and x's standing for
// them, in groups; at least two real digits and seven places in all. A range of years ('2017 - 2020') or of months
// ('10/2022-05/2023') is none. The country code may stand in brackets ('(+86) 138-1234-5678').
const PHONE_SHAPE = /^\(?\+?[\d*xX(][\d*xX\s()./-]{5,}[\d*xX)]$/;
const YEAR_RANGE = /^(?:\d{1,2}[/.])?(?:19|20)\d{2}\s*[–—-]\s*(?:\d{1,2}[/.])?(?:19|20)\d{2}$/;
const EMAIL = /^[\w.+-]+@[\w-]+\.[\w.]+$/;
// 'https://…', 'www.…', 'github.com/jo', 'jo.dev', 'imo.math.ca/belgium.html': a host on a known ending, with or
// without a path ('Node.js/React' and 'B.Sc/M.Sc' end on none).
const LINK =
  /^(?:https?:\/\/\S+|www\.\S+|[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:com|org|net|io|me|dev|edu|gov|co|info|eu|de|be|fr|it|es|nl|ch|uk|ca)(?:\/\S*)?)$/i;
// '01/02/2020', '12.03.2019': a date, whose figures a phone pattern would take.
const DATE_SHAPE = /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/;

export function isPhoneNumber(text: string): boolean {
  const value = text.trim();
  const places = value.match(/[\d*xX]/g) ?? [];
  return (
    PHONE_SHAPE.test(value) &&
    !YEAR_RANGE.test(value) &&
    !DATE_SHAPE.test(value) &&
    places.length >= 7 &&
    (value.match(/\d/g)?.length ?? 0) >= 2 &&
    // 'XXXL' is a size, 'Box' a word: the x's stand for digits only among digits or stars.
    !/[xX]{2,}[^\d*\s]/.test(value)
  );
}

/** One piece of contact data alone: a phone number, an e-mail address or a link ('www.jo.dev.' keeps its stop). */
export function isContactData(text: string): boolean {
  const value = text.trim().replace(/[.,;]$/, '');
  return value !== '' && (EMAIL.test(value) || LINK.test(value) || isPhoneNumber(value));
}

/**
 * A phone number and an address or a link run together where the icon between them was lost ('+90 555 123 4567
 * github.com/jo', 'jo@mail.com github.com/jo'): the field is contact data, whatever language the CV is in.
 */
function isContactRun(field: string): boolean {
  const words = field.trim().split(/\s+/);
  const rest = words.filter((word) => !EMAIL.test(word) && !LINK.test(word)).join(' ');
  return rest.length < words.join(' ').length && (rest === '' || isPhoneNumber(rest));
}

// An icon font's glyph before a field, kept as an emoji or a sign ('📱 +86 …', '🖂 jo@…', '~ jo'): no part of it.
const FIELD_ICON = /^[^\p{L}\p{N}+(]+\s*/u;

/**
 * '+39 392 1234567 · +39 02 1234567': a line of nothing but contact data, in one field or several. Among two or more
 * pieces of contact data a lone word is a profile's handle whose link was lost ('📱 … | 🖂 jo@mail.com | ~ JoRoe').
 */
export function isContactOnlyLine(line: string): boolean {
  const fields = line
    .split(/\s*[·|•▪]\s*|\s{3,}/)
    .map((field) => field.replace(FIELD_ICON, ''))
    .filter(Boolean);
  const contacts = fields.filter((field) => isContactData(field) || isContactRun(field));
  const handles = fields.filter((field) => /^[\p{L}\d._-]{2,30}$/u.test(field));
  return (
    fields.length > 0 &&
    (contacts.length === fields.length ||
      (contacts.length >= 2 && contacts.length + handles.length === fields.length))
  );
}

/**
 * 'See www.acme.org.', 'see https://…', 'More at acme.org': a pointer to a link, printed under the job or item it is
 * about. It belongs to that entry and is not a line a candidate would say.
 */
export function isLinkPointer(line: string): boolean {
  const pointer = /^(?:see|visit|more (?:at|on)|cf\.?|voir|vedi|ver)\s*:?\s+(\S+?)\.?$/i.exec(line.trim());
  return pointer !== null && LINK.test(pointer[1] ?? '');
}

// A street address, as CVs in any language write it: the street's kind then its name and a number ('Via Zamboni 37
// 40126 Bologna', "234 rue de l'Infante, B-1410 Waterloo", 'Calle Mayor 5'), or a number, a name and the kind
// ('15 Brompton Road, London W1J 8RE').
const ROMANCE_STREET =
  /^(?:\d+[a-z]?,?\s+)?(?:via|viale|piazza|piazzale|corso|largo|vicolo|rue|avenue|boulevard|chemin|impasse|calle|avenida|carrera|paseo|plaza|rua|straße|strasse)\s+(?:\p{Lu}|(?:de|del|della|dello|dei|di|des|du|la|le|l['’])\s*)[^\d]*\d/iu;
const ENGLISH_STREET =
  /^\d+[a-z]?,?\s+(?:\p{Lu}[\p{L}'.-]*\s+){1,3}(?:road|rd|street|st|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|square|terrace)\b\.?(?:,|\s|$)/iu;

// A Chinese or Japanese address, written from the largest place down without spaces ('北京市海淀区', '東京都渋谷区',
// '上海市浦东新区张江路88号'): two or more places each closed by its kind, then the street and number if any. A Korean one
// parts its places with spaces ('서울특별시 강남구 테헤란로 123').
const HAN_ADDRESS =
  /^(?:\p{Script=Han}{1,8}?(?:省|市|自治区|特别行政区|特別行政區|区|區|县|縣|镇|鎮|都|道|府|県|町|村)){2,}(?:\p{Script=Han}{1,10}?(?:路|街|大街|道|巷|弄|里))?(?:\d+(?:号|號|番地?|丁目))?$/u;
const HANGUL_ADDRESS =
  /^(?:\p{Script=Hangul}{1,6}(?:특별시|광역시|특별자치시|시|도|구|군|읍|면|동)\s+){1,3}\p{Script=Hangul}{1,6}(?:시|구|군|읍|면|동|로|길)(?:\s+\d+(?:-\d+)?)?$/u;

/** 'Via Zamboni 37 40126 Bologna', '15 Brompton Road, London': a street address, never an employer or a place of work named. */
export function isStreetAddress(line: string): boolean {
  const text = line.trim();
  return (
    (text.split(/\s+/).length <= 14 && (ROMANCE_STREET.test(text) || ENGLISH_STREET.test(text))) ||
    HAN_ADDRESS.test(text) ||
    HANGUL_ADDRESS.test(text)
  );
}

// 'Phone: (615) 555-0100', 'Vanderbilt University   Email: jo@…', 'Tel.', 'Fax:': a contact field's label on the line;
// '111 Garland Hall', 'Room 4.12, Kings Building': an office's number and building; 'Nashville, TN 37212.': a town
// and its postcode.
const CONTACT_LABEL =
  /(?:^|\s)(?:phone|telephone|tel|mobile|cell|fax|e-?mail|web(?:site)?|tel[ée]fono|t[ée]l[ée]phone|correo)\.?\s*:/i;
const OFFICE_LINE =
  /^(?:room\s+)?\d+[a-z]?,?\s+(?:\p{Lu}[\p{L}'.-]*\s+){0,3}(?:hall|building|bldg|house|tower|wing|annex)\b\.?$/iu;
const TOWN_AND_POSTCODE = /^\p{Lu}[\p{L} .'-]*,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/u;

// 'Nombre: · Ana Ruiz', 'Domicilio: …', 'Página web: …', 'Adresse : …': a personal-data row's label, in the languages
// the reader knows. The person's own name, address or pages, never an employer or a post.
const PERSONAL_FIELD_LABEL =
  /^(?:(?:full )?name|nombres?(?: completo| y apellidos?)?|apellidos?|nom(?: complet)?|pr[ée]noms?|nome(?: completo)?|cognome|vorname|nachname|naam|imi[eę]|nazwisko|address|domicilio|direcci[oó]n|adresse|indirizzo|endere[çc]o|anschrift|adres|residencia|web ?(?:page|site)|p[áa]gina web|sitio web|site web|sito web|webseite|homepage|tel[ée]fono|t[ée]l[ée]phone|telefone|telefon|phone|mobile|celular|m[óo]vil|e-?mail|correo(?: electr[óo]nico)?)\s*:/iu;

/** A labelled row of the person's data: their name, address, phone, e-mail or web page. */
export function isPersonalFieldRow(line: string): boolean {
  return PERSONAL_FIELD_LABEL.test(line.trim());
}

/** A line of a CV's contact block: a labelled contact field, an office address, a town with its postcode. */
export function isContactBlockLine(line: string): boolean {
  const text = line.trim();
  return (
    CONTACT_LABEL.test(text) ||
    isContactOnlyLine(text) ||
    isStreetAddress(text) ||
    OFFICE_LINE.test(text) ||
    TOWN_AND_POSTCODE.test(text)
  );
}

/**
 * 'Jo Roe /jroe', 'Jo Roe · in/jroe', 'Jo Roe': the person's name again in the contact block, over a profile link's
 * label (Awesome-CV prints the LinkedIn or GitHub handle after the name). Never an employer.
 */
export function isNameWithHandle(line: string, personName: string): boolean {
  const name = personName.trim();
  if (name.split(/\s+/).length < 2) return false;
  const text = line.trim();
  if (text.slice(0, name.length).toLowerCase() !== name.toLowerCase()) return false;
  return /^(?:\s*[·|,–-])?(?:\s*\S*[/@]\S*|\s*\(?(?:linkedin|github|gitlab|twitter)\)?)?\s*$/i.test(
    text.slice(name.length),
  );
}

/** A phone number, an e-mail address or a link anywhere in a name ('Æ +49 176 *** ***', 'See www.acme.org'). */
export function containsContactData(text: string): boolean {
  return (
    /[\w.+-]+@[\w-]+\.[\w.]+|https?:\/\/|\bwww\./i.test(text) ||
    text
      .split(/\s*[·|•,]\s*/)
      .some((part) => isContactData(part) || isContactData(part.replace(/^\S\s+/, '')))
  );
}

// A link written out in a sentence, with the words that point to it: 'Available via https://acme.org',
// ', https://github.com/jo/app', '(www.acme.org)'. A bare name with a domain ending ('Booking.com') is a name and stays.
const LINK_IN_TEXT =
  /\s*[,;:–-]?\s*(?:\b(?:(?:(?:available|hosted|published|live|online|demo|code|source)\s+)?(?:at|via|on|from|here)|see|visit)\s*:?\s*)?\(?(?:https?:\/\/|www\.)[^\s)]+?\)?(?=[.,;:!?)]?(?:\s|$))/gi;

/** The text without the links written out in it; a sentence that was only a pointer to a link is left empty. */
export function withoutLinksInText(text: string): string {
  return (
    text
      .replace(LINK_IN_TEXT, '')
      .replace(/\s+([.,;:!?])/g, '$1')
      // An ordinal's full stop before a comma stays ('4., 5. ve 6. sınıf': Turkish and German grades and ranks).
      .replace(/(?<!\d)([.,;:])[.,;:]+/g, '$1')
      .replace(/(^|[.!?]\s+)[.,;:]\s*/g, '$1')
      .trim()
  );
}
