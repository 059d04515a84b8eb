import { withoutAccents as plain } from '../text/accents.ts';
import { isBoardButtonsOrNotice, isBoardChrome, isOtherPostingsHeading } from '../text/board-furniture.ts';

/**
 * A web page's contact block and footer printed below a posting, in German, Italian, French, Spanish, Dutch,
 * Portuguese and Czech as well as English: the invitation to apply, the person to ask, a phone number, a street address, a
 * copyright line and the footer's links. None of it is work the candidate did or has. Tested without accents.
 */

// 'Interessiert? Dann freuen wir uns auf Sie!', 'Sei interessato?', 'Intéressé(e) ?', '¿Te interesa?',
// 'Geïnteresseerd?', 'Interessado?': the invitation to apply.
const INVITATION =
  /^[^.!?]{0,30}\b(?:ge)?(?:interess|interes[ae]|interested)\w*\s*(?:\(e\))?\s*\?|\bfreuen (?:wir )?uns auf (?:dich|sie|euch|ihre|deine)\b|\bsaremo (?:felici|lieti) di\b|\bnous serons (?:ravis|heureux)\b|\bwe kijken uit naar\b|\baguardamos (?:o )?(?:seu|sua)\b/i;

// 'Für weitere Informationen steht Ihnen Herr X zur Verfügung', 'Per ulteriori informazioni contattare…', 'Pour plus
// d'informations', 'Para más información', 'Voor meer informatie', 'Para mais informações': the person to ask.
const CONTACT_PERSON =
  /\b(?:steh(?:t|e|en) (?:ihnen|dir|euch)\b|ansprechpartner\w*|kontaktperson|fur (?:weitere|nahere|ruckfragen)|per (?:ulteriori|maggiori) informazioni|pour (?:plus|toute demande) d.informations?|para (?:mas|mayor) informacion|voor (?:meer|nadere) informatie|para mais informacoes|for (?:further|more) (?:information|details),? (?:please )?contact)|(?:^|\s)(?:herr|frau|sig\.(?:ra)?|dott\.(?:ssa)?|mme|dhr\.|mevr\.|sra?\.)\s+\p{Lu}\p{Ll}+/iu;

// '06172 - 898121', 'Tel.: +49 30 1234567', 'Tél. 01 23 45 67 89': a line that is a phone number.
const PHONE_LINE =
  /^(?:(?:tel(?:efon|efono|efone|ephone)?|t[ée]l|phone|fon|fax|mobil\w*|cell\w*)\.?\s*:?\s*)?\+?[\d\s()/.–-]{6,}$|^(?:tel(?:efon|efono|efone)?|t[ée]l|fon|fax)\.?\s*:?\s*\+?\d/iu;

// 'Brückenstr. 8a, 65719 Hofheim am Taunus', 'Via Roma 12, 00187 Roma', '12 rue de la Paix, 75002 Paris': a street
// and its number, then a postcode and a town.
const STREET_ADDRESS =
  /(?:\p{L}*(?:str\.|strasse|straße|weg|platz|allee|gasse)|\b(?:via|viale|piazza|corso|rue|avenue|boulevard|calle|avenida|plaza|rua|praca|straat|laan|plein))\s*[\p{L} .'-]{0,40}?\s*\d+\s*\p{L}?\s*,\s*(?:[A-Z]-)?\d{4,5}(?:-\d{3})?\s+\p{Lu}|^\d+\s*(?:bis|ter)?,?\s+(?:rue|avenue|boulevard|chemin|place|allee|impasse|quai)\b[^,]{0,40},\s*\d{5}\s+\p{Lu}/iu;

// A footer's address set a line a part: 'Plaza de Rosalia 1', 'Insterburger Straße 16/18', 'Voßstraße 1' over '30449
// Hannover' (the nurse post's footer, its street asked as a requirement).
const STREET_LINE =
  /^(?:\p{Lu}[\p{L}.-]*\s+)?\p{L}*(?:str\.|strasse|straße|weg|platz|allee|gasse|damm|ufer)\s*\d+\s*\p{L}?(?:\s*[-/]\s*\d+\s*\p{L}?)?$|^(?:via|viale|piazza|corso|rue|avenue|boulevard|calle|avenida|plaza|paseo|rua|praca|straat|laan|plein)\s+[\p{L} .'-]{2,40}?\s*\d+\s*\p{L}?$/iu;
const POSTCODE_AND_TOWN =
  /^(?:[A-Z]{1,2}-)?(?!(?:19|20)\d\d\b)\d{4,5}\s+\p{Lu}[\p{L}.-]+(?:\s+(?:(?:am|an der|im|in der|bei|sur|en)\s+)?\p{Lu}[\p{L}.-]+){0,2}$/u;

// '© 2022-2026 - Verein e.V.', 'Alle Rechte vorbehalten', 'Tutti i diritti riservati', 'Tous droits réservés', 'Todos
// los derechos reservados', 'Alle rechten voorbehouden', 'Todos os direitos reservados': the copyright line.
const COPYRIGHT =
  /©|\(c\) (?:19|20)\d\d|\bcopyright (?:19|20)\d\d|\balle rechte vorbehalten\b|\btutti i diritti riservati\b|\btous droits reserves\b|\btodos los derechos reservados\b|\balle rechten voorbehouden\b|\btodos os direitos reservados\b/i;

// A footer's links: 'Impressum | Datenschutzerklärung | Sitemap', 'Privacy policy · Note legali', 'Mentions légales',
// 'Aviso legal', 'Privacyverklaring', 'Política de privacidade'.
const FOOTER_LINK =
  /\b(?:impressum|datenschutz\w*|sitemap|privacy(?: policy)?|cookie(?:s| policy)?|note legali|mentions legales|aviso legal|politica de (?:privacidad|privacidade|cookies)|privacyverklaring|disclaimer|terms of (?:use|service)|termini e condizioni|condiciones de uso|agb|kontakt|contatti|contacto|contato|accessibilit\w*)\b/i;
const isFooterLinks = (text: string): boolean => {
  const parts = text.split(/\s*[|·•]\s*/).filter(Boolean);
  return parts.length >= 2 && parts.filter((part) => FOOTER_LINK.test(part)).length >= 2;
};

// 'Se você se identificou, inscreva-se através deste formulário', 'Bewirb dich jetzt', 'Solliciteer via …',
// 'Candidati inviando il tuo CV', 'Postula aquí', 'Postulez en ligne': how to apply, never a task or a requirement.
const APPLY_CALL =
  /\b(?:inscreva-se|candidate-se|envie (?:o )?seu curriculo|bewirb dich|bewerben sie sich|solliciteer|stuur (?:je|uw) (?:cv|sollicitatie)|candidati (?:inviando|tramite|compilando)|invia (?:il tuo|la tua) (?:cv|candidatura)|postula(?:te)? (?:aqui|en|a traves)|postulez|envoyez (?:votre|ton) cv)\b/i;
// 'エントリーする', '応募する', 'この求人に応募する', '応募はこちら': a Japanese page's button to apply.
const JAPANESE_APPLY_CALL =
  /^(?:エントリー(?:する|はこちら)?|(?:今すぐ)?応募(?:する|はこちら)|この(?:求人|仕事)に応募(?:する)?)$/u;
// 'Vamos receber currículos até …', 'Bewerbungen bis …', 'Candidature entro …', 'Termen limită de aplicare: …',
// 'Ansøgningsfrist: …', 'Frist: …', 'Closing date: …', 'Application deadline: …': the closing date.
const CLOSING_DATE =
  /^(?:closing date|application deadline|deadline for applications|applications close)\s*:|\b(?:(?:receber(?:emos)?|recebemos) (?:os )?curriculos|curriculos ate|candidaturas ate|bewerbungsfrist|bewerbungen (?:bitte )?bis|candidature entro|candidatures jusqu|postulaciones hasta|sollicitaties (?:tot|voor)|termen(?:ul)? limita de aplicare|data limita de (?:aplicare|depunere)|ansøgningsfrist|søknadsfrist|data limit de (?:presentacio|inscripcio))\b|^(?:frist|termini)\s*:/i;
// 'Após uma primeira seleção de currículos, faremos uma entrevista', 'Wir laden Sie zu einem Vorstellungsgespräch
// ein', 'Nous vous contacterons': the steps of the selection.
const SELECTION_STEP =
  /\b(?:faremos (?:uma )?entrevistas?|selecao de curriculos|processo seletivo|(?:vorstellungs|auswahl)gesprache?n?\b.{0,30}\beinladen|nous vous contacterons|ti contatteremo|we nodigen\b.{0,40}\buit voor een (?:gesprek|kennismaking))\b/i;

// 'Partager : Twitter Facebook LinkedIn E-mail', 'Share this: Facebook X', 'Compartir en WhatsApp': a page's share
// buttons, nothing but the networks' names after an optional 'share'.
const SHARE_LINE =
  /^(?:(?:share(?: this(?: (?:post|job|page))?)?|partager|partagez|compartir|compartilhar|condividi|teilen|delen)\s*(?:on|sur|en|auf|su|em|op)?\s*:?\s*)?(?:(?:twitter|x|facebook|linkedin|e-?mail|mail|whatsapp|telegram|reddit|pinterest|instagram|youtube|xing|mastodon|bluesky|threads|print|imprimer|copy link|copier le lien)[\s,|·•/]*){2,}$/i;
// 'site.gouv.fr data.gouv.fr service-public.fr': a footer's row of sister sites, nothing but domain names.
const DOMAIN_ROW = /^(?:(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\s*[|·•,]?\s*){2,}$/i;
// 'Flux RSS du blog Inscription liste de diffusion Conditions générales d'utilisation Nous contacter Plan du site': a
// footer's links run together without separators, three or more of them on the line.
const FOOTER_WORDS =
  /\b(?:rss|plan du site|sitemap|site map|conditions generales(?: d.utilisation)?|nous contacter|contact us|contactez-nous|espace presse|press room|newsletter|liste de diffusion|mentions legales|accessibilite|accessibility|privacy policy|politique de confidentialite|aviso legal|impressum|datenschutz|note legali|privacyverklaring|terms of use)\b/gi;
// 'Financé avec le concours du Programme …', 'Funded by the …', 'Financiado por …', 'Gefördert durch …': the funder's
// credit at a page's foot.
const FUNDER_CREDIT =
  /^(?:financ[ée]e? (?:avec le concours|par|grace)|funded by|supported by|financiado por|financiado con|con el apoyo de|gefordert (?:durch|von)|finanziato da|con il sostegno di|financiado (?:por|pelo|pela)|gefinancierd door|mede mogelijk gemaakt door)\b/i;

// 'Jobs Contact Personal, s.r.o.', 'Novák a syn, spol. s r.o.', 'Kowalski sp. z o.o.': a line that is nothing but a
// firm's name with its Czech, Slovak or Polish legal form (the employer's or the agency's row on a board).
const FIRM_NAME_LINE =
  /^\p{Lu}[\p{L}\d&'’ .-]{0,60}?,?\s+(?:spol\.\s?s\s?r\.\s?o|s\.\s?r\.\s?o|a\.\s?s|k\.\s?s|v\.\s?o\.\s?s|sp\.\s?z\s?o\.\s?o)\.?$/iu;

// The lines of a page from the heading of a board's list of other postings ('## Similar jobs', '## People also viewed',
// 'Samankaltaisia ilmoituksia') to its end: other roles' titles, places and work arrangements, none of this post's.
// The heading may be a bare short line.
const isHeadingLine = (line: string): boolean =>
  /^#{1,6}\s/.test(line) || (line.split(/\s+/).length <= 5 && !/[.!?:;,]$/.test(line));

/** The page without a job board's list of other postings and everything after it. */
export function withoutOtherPostings(markdown: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => isHeadingLine(line.trim()) && isOtherPostingsHeading(line));
  return start < 0 ? markdown : lines.slice(0, start).join('\n').trimEnd();
}

// A line opening on a guillemet or arrow it never closes ('« Article précédent', '‹ Older posts', '« Retour
// d'expérience : organiser un jury en ligne'): a link to another page of the site.
const NAVIGATION_LINK = /^[«‹←](?![^»›]*[»›])/;

/** A link to another page of the site, set off by an opening guillemet or arrow ('« Article précédent'). */
export function isNavigationLink(text: string): boolean {
  return NAVIGATION_LINK.test(text.trim());
}

/** A line of a page's contact block or footer, in any of the languages the engine reads. */
export function isContactOrFooterLine(text: string): boolean {
  const line = plain(text.trim());
  return (
    INVITATION.test(line) ||
    APPLY_CALL.test(line) ||
    JAPANESE_APPLY_CALL.test(text.trim()) ||
    CLOSING_DATE.test(line) ||
    SELECTION_STEP.test(line) ||
    CONTACT_PERSON.test(line) ||
    (PHONE_LINE.test(line) && (line.match(/\d/g)?.length ?? 0) >= 6) ||
    STREET_ADDRESS.test(text) ||
    STREET_ADDRESS.test(line) ||
    STREET_LINE.test(text) ||
    POSTCODE_AND_TOWN.test(text) ||
    COPYRIGHT.test(line) ||
    isFooterLinks(line) ||
    SHARE_LINE.test(line) ||
    isNavigationLink(line) ||
    DOMAIN_ROW.test(line) ||
    (line.match(FOOTER_WORDS)?.length ?? 0) >= 3 ||
    FUNDER_CREDIT.test(line) ||
    isBoardButtonsOrNotice(text) ||
    FIRM_NAME_LINE.test(line) ||
    isBoardChrome(text)
  );
}

// 'In ogni caso la Società si riserva di valutare…', 'We reserve the right to consider…', 'Nous nous réservons le
// droit…', 'Nos reservamos el derecho…', 'Wir behalten uns vor…', 'Wij behouden ons het recht voor…', 'Reservamo-nos o
// direito…': the employer saying whom else it may consider or what it may do, never a qualification to ask.
const RESERVATION =
  /\bsi riserva (?:di|il diritto)\b|\breserves? the right\b|\bnous nous reservons\b|\bse reserve le droit\b|\bnos reservamos\b|\bse reserva el derecho\b|\bbehalten (?:uns|sich) (?:das recht )?vor\b|\bbehouden (?:ons|zich) het recht\b|\breservamo-nos\b|\bse reserva o direito\b/i;

/** The employer's reservation of a right ('si riserva di valutare…', 'we reserve the right to consider…'). */
export function isEmployerReservation(text: string): boolean {
  return RESERVATION.test(plain(text));
}

// 'Tor Tip', 'Pro tip', 'Did you know?', 'Unser Tipp', 'Il consiglio', 'Astuce': the heading of a site's side box,
// printed among the post's lines. It opens no section: the post's lines after it go on with the section above.
const SIDE_BOX_HEADING =
  /^(?:[\p{L}-]+\s+){0,2}(?:tips?|tipps?|consiglio|astuce|consejo|dica)$|^did you know\??$|^wusstest du schon\??$/iu;

/** A side box's heading ('Tor Tip', 'Pro tip', 'Did you know?'). */
export function isSideBoxHeading(heading: string): boolean {
  return SIDE_BOX_HEADING.test(heading.trim());
}
