// Croatian (with Serbian and Bosnian in Latin script) and Turkish posting lines, asked in English quoting the line
// whole as a Polish or Indonesian posting's are: the employer's own voice and whom it seeks, what a line asks (a plus,
// a requirement told among the duties), and what is never asked: a Croatian line of legal papers (an identity card, a
// tax card, a registered residence) or of the person's traits (being of age, health), and a line of an application
// form. '\b' is ASCII only, so every word here ends where no letter follows.

const END = String.raw`(?!\p{L})`;

/**
 * 'Mi smo …', 'Naša tvrtka …', 'Nudimo …', 'Pružamo …', 'Zapošljavamo …': the Croatian employer speaking of itself, its
 * first person plural in '-mo'; not 'Očekujemo …', 'Tražimo …', what it asks of the person.
 */
export const EMPLOYER_VOICE_HR = new RegExp(
  String.raw`^(?!(?:očekujemo|tražimo|trazimo|zahtijevamo|zahtevamo|cijenimo)${END})(?:mi\s|naš[aeiu]?\s|naše[mg]?\s|u našoj\s|\p{L}{3,}(?:imo|amo|emo|jemo)${END})`,
  'iu',
);
/** 'Tražimo osobu koja …': whom the Croatian employer seeks, with its relative clause. */
export const SOUGHT_PERSON_HR =
  /^(?:tražimo|trazimo|zapošljavamo)\s+([^,.]{3,80}?,?\s(?:koji|koja|koje|s|sa)\s.{8,})$/iu;

/** 'Biz …', 'Şirketimiz …', 'Ekibimiz …', '… sunuyoruz': the Turkish employer; not '… arıyoruz', whom it seeks. */
export const EMPLOYER_VOICE_TR = new RegExp(
  String.raw`^(?:biz\s|şirketimiz|ekibimiz|firmamız|komünitemiz|\p{L}+(?:imiz|ımız|umuz|ümüz)\s)|(?<!ar)(?:ıyoruz|iyoruz|uyoruz|üyoruz)\.?$`,
  'iu',
);
/** '… deneyimli bir editör arıyoruz': whom the Turkish employer seeks, told before the verb. */
export const SOUGHT_PERSON_TR = /^(.{12,200}?)\s+arıyoruz\.?$/iu;

// 'Poželjna je vozačka dozvola B kategorije (nije uvjet)', 'Prednost: …', '… je prednost'; 'tercih sebebidir', '…
// tercih edilir', '… artı': a plus wherever it is listed.
const PLUS_HR = new RegExp(
  String.raw`^poželjn\p{L}*${END}|(?<!\p{L})(?:nije uvjet|nije uslov|prednost)${END}`,
  'iu',
);
const PLUS_TR = new RegExp(
  String.raw`(?<!\p{L})(?:tercih (?:sebebi(?:dir)?|edilir|edilecektir)|artı(?:dır)?|avantaj(?:dır)?)${END}`,
  'iu',
);

// Croatian: 'Poznavanje …', 'Iskustvo …', 'Znanje …', 'Završen …', 'Komunikativnost'; Turkish: a line ending on what
// the person has or is ('… deneyimli', '… mezun', '… bilgisine sahip', '… hakim olmak').
const PERSON_WORDING_HR = new RegExp(
  String.raw`^(?:(?:odlično|dobro|osnovno|aktivno|napredno) )?(?:poznavanje|iskustvo|znanje|završen\p{L}*|vještin\p{L}*|sposobnost|komunikativnost|organiziranost|samostalnost|odgovornost|pouzdanost)${END}`,
  'iu',
);
const PERSON_WORDING_TR = new RegExp(
  String.raw`(?:deneyimli|tecrübeli|mezun|sahip|hakim|hâkim|yetkin|bilgili|bilen)(?:\s+olmak|\s+olan|\s+olması)?\.?$|^(?:en az \d+ yıl|\d+\+? yıl)`,
  'iu',
);

type ListKind = 'responsibilities' | 'requirements' | 'nice_to_have' | 'description';

/** What a line under a Croatian or Turkish list heading asks, by its own wording; the list's kind when it does not say. */
export function itemKindHrTr(language: 'hr' | 'tr', text: string, listed: ListKind): ListKind {
  if ((language === 'hr' ? PLUS_HR : PLUS_TR).test(text)) return 'nice_to_have';
  const person = language === 'hr' ? PERSON_WORDING_HR : PERSON_WORDING_TR;
  if (listed === 'responsibilities' && person.test(text)) return 'requirements';
  return listed;
}

// Croatian legal papers and the person's own state, never asked as experience: an identity card ('osobna
// iskaznica'), the personal number ('OIB', 'JMBG'), a registered residence ('prebivalište'), a tax card, citizenship,
// being of age ('punoljetan/punoljetna'), health ('dobrog psihofizičkog zdravlja'), age and sex.
const PAPERS_OR_TRAITS_HR = new RegExp(
  String.raw`(?<!\p{L})(?:osobn\p{L}* iskaznic\p{L}*|lična karta|lične karte|oib|jmbg|prebivališt\p{L}*|boravišt\p{L}*|porezn\p{L}* kartic\p{L}*|državljanstv\p{L}*|punoljet\p{L}*|psihofizičk\p{L}*|zdravstven\p{L}* sposobn\p{L}*|(?:dobrog|dobro) zdravlj\p{L}*|godina starosti|spol)${END}`,
  'iu',
);
// An application form's fields ('Ime*', 'Datum rođenja :*', 'Visina cm*', 'Jeste li pušač?', 'Imate li vozačku
// dozvolu?'): a field ends on '*' or a colon, or asks the reader a question ('Jeste li …?', 'Imate li …?').
const FORM_FIELD_HR = /\*\s*$|:\s*\*?\s*$|^(?:jeste li|imate li|koliko|ako da)(?!\p{L}).*\?$/iu;
// 'Prijavite se …', 'Pošaljite životopis …', 'Kontaktirajte nas …': the call to apply.
const HOW_TO_APPLY_HR = new RegExp(
  String.raw`^(?:prijavite se|prijave (?:šaljite|slati)|pošaljite (?:nam )?(?:životopis|cv|prijavu)|kontaktirajte nas|javite nam se)${END}`,
  'iu',
);
// 'Başvuru: …', 'Başvurun', 'CV'nizi … gönderin': how to apply, and a card's button.
const HOW_TO_APPLY_TR = new RegExp(String.raw`^(?:başvur\p{L}*|cv(?:'|’)?\p{L}* .*gönder\p{L}*)${END}`, 'iu');

/** A Croatian or Turkish line never asked: legal papers, the person's traits, a form's field, the call to apply. */
export function isNeverAskedHrTr(language: 'hr' | 'tr', text: string): boolean {
  if (language === 'tr') return HOW_TO_APPLY_TR.test(text);
  return PAPERS_OR_TRAITS_HR.test(text) || FORM_FIELD_HR.test(text) || HOW_TO_APPLY_HR.test(text);
}

// A Croatian duty's own opening: a label over its explanation ('Vođenje kućanstva – Vaš će zadatak …'), a verbal noun
// ('Vođenje …', 'Praćenje …', 'Pomoć pri …', 'Priprema …', 'Izrada …') or an infinitive ('Organizirati …', 'Voditi …').
const CROATIAN_DUTY_OPENING = new RegExp(
  String.raw`^[^–:]{3,60}\s[–-]\s|^\p{L}+(?:nje|nja|ća|će)${END}|^(?:pomoć|briga|priprema|nabavka|izrada|organizacija|suradnja|podrška|kontrola|analiza|komunikacija|koordinacija|obrada|evidencija|provedba|provođenje)${END}|^\p{L}{3,}(?:ti|ći)${END}`,
  'iu',
);
const MAX_PROSE_DUTY_WORDS_HR = 14;

/**
 * A sentence of a Croatian posting's prose under its duties heading ('Dostojanstvo ove populacije njeguje se …', 'Na
 * praktičnoj razini, pomaže im …'): the work told around its list, not a duty to quote. A short line, or one opening
 * as a duty does, is a duty.
 */
export function isCroatianDutyProse(text: string): boolean {
  return text.split(/\s+/).length > MAX_PROSE_DUTY_WORDS_HR && !CROATIAN_DUTY_OPENING.test(text);
}
