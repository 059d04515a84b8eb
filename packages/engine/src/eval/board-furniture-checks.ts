import { quotedParts } from './quoted-line-checks.ts';
import { escape } from './regex-escape.ts';

/**
 * Checks of issue 13 on a job board's own text quoted or asked as the posting (round 26's reading): its sign-in and
 * consent form, its accessibility hints for controls, its cookie notice, its footer links, its template keys, and
 * another posting's title from its 'Similar jobs' list; and (round 27's) an applicant-tracking system's buttons, field
 * labels and its software's credit line. Worded in the languages the fixtures come in (English, Dutch,
 * Finnish, German, French, Spanish, Italian, Portuguese). Written apart from the engine and its furniture lists.
 */

// Alternatives bounded by no letter or digit on either side: '\b' is ASCII only ('Käytämme evästeitä').
const words = (alternatives: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');

// Sign-in and consent text: 'agree & Join', 'By clicking Continue, you agree to the … User Agreement', 'Forgot
// password?'. A duty that signs or signs in someone ('Sign in visitors', 'sign contracts') holds none of these.
const SIGN_IN = words(
  String.raw`agree\s*&\s*join|join (?:now|or sign in)|by clicking (?:continue|agree|join|sign in|accept)|you agree to (?:the )?(?:\p{L}+['’]s? )?(?:user agreement|terms of (?:service|use)|privacy policy|cookie policy)|user agreement|forgot (?:your )?password|sign in to (?:save|apply|view|see|continue|your account|linkedin)|already (?:on|a member of) \p{L}+\?\s*(?:sign in|log in)|new to \p{L}+\?\s*(?:join|sign up|register)|email or phone|wachtwoord vergeten|aanmelden op \p{L}+|unohditko salasanasi|kirjaudu sisään|passwort vergessen|mot de passe oublié|olvidaste tu contraseña|password dimenticata|esqueceu (?:a )?senha`,
);

// A control's hint for screen readers ('When expanded it provides a list of search options…', 'This button displays
// the currently selected search type').
const CONTROL_HINT = words(
  String.raw`when expanded it provides|switch the search inputs|this button displays|skip to (?:main )?content|(?:opens|will open) in a new (?:window|tab)|clear text|expand search`,
);

// A control's label standing alone as a line or quote ('Sign in', 'Security verification', 'Inloggen'): as words in a
// sentence they may be a duty ('Perform security verification of visitors').
const CONTROL_LABEL =
  /^(?:sign in|sign up|log ?in|log out|join now|register|security verification|verify you are human|show (?:more|less)|report this (?:job|ad)|see who you know|not you\?|(?:previous|next) job|save job|print job|share (?:this )?job|apply now|remove photo|welcome back|inloggen|uitloggen|inschrijven|registreren|kirjaudu(?: sisään| ulos)?|rekisteröidy|anmelden|abmelden|registrieren|se connecter|s['’]inscrire|iniciar sesión|registrarse|accedi|registrati|entrar|cadastre-se)[.!]?$/iu;

// A cookie notice: the site telling it uses cookies or asking to accept them.
const COOKIE_NOTICE = words(
  String.raw`(?:we|\p{L}+ and 3rd parties) use (?:essential and non-essential |necessary )?cookies|(?:this|our) (?:site|website) uses cookies|accept (?:all )?cookies|(?:non-essential|third-party) cookies|cookie (?:settings|preferences|consent|banner|notice)|manage cookies|(?:gebruikt|gebruiken|plaatst|plaatsen) cookies|gebruik van cookies|cookies accepteren|käytämme evästeitä|hyväksy (?:kaikki )?evästeet|wir verwenden cookies|nous utilisons des cookies|(?:utilizamos|usamos) cookies|utilizziamo (?:i )?cookie`,
);

// A 'Similar jobs' list's heading, and another posting's age printed under its title ('3 days ago', '2 dagen geleden').
const OTHER_POSTINGS = words(
  String.raw`similar jobs|people also viewed|more jobs like this|jobs you may be interested in|similar searches|vergelijkbare vacatures|samankaltaisia (?:työpaikkoja|ilmoituksia)|ähnliche (?:jobs|stellen(?:angebote)?)|offres similaires|empleos similares|offerte simili|vagas semelhantes`,
);
const POSTING_AGE = words(
  String.raw`\d+\s+(?:minutes?|hours?|days?|weeks?|months?)\s+ago|\d+\s+(?:uur|dagen?|weken?|maanden?)\s+geleden|\d+\s+(?:päivää|viikkoa|tuntia) sitten|vor \d+ (?:tagen|stunden|wochen)|il y a \d+ (?:jours?|heures?|semaines?)|hace \d+ (?:días?|horas?|semanas?)`,
);

// A site's footer and menu links, as whole labels: 'Vacatures per dienstverband', 'Privacy', 'Cookies', 'Contact us'.
// Only a text made of nothing but such labels is a footer: 'Ensure privacy compliance' is a duty.
const FOOTER_LINK = new RegExp(
  String.raw`(?:vacatures|jobs|banen|työpaikat|stellen|offres|empleos) (?:per|by|in|nach|par|por) \p{L}+|privacy(?: (?:policy|statement|settings))?|privacyverklaring|privacybeleid|cookies?(?: (?:policy|settings|statement))?|cookiebeleid|cookieverklaring|contact(?: us)?|neem contact op|terms(?: of (?:use|service))?|terms and conditions|algemene voorwaarden|gebruiksvoorwaarden|disclaimer|sitemap|help(?: center)?|about us|over ons|careers|impressum|datenschutz(?:erklärung)?|agb|mentions légales|politique de confidentialité|aviso legal|política de privacidad|tietosuoja(?:seloste|käytäntö)?|evästeet|käyttöehdot|ota yhteyttä|accessibility(?: statement)?|toegankelijkheid|vacatures (?:plaatsen|zoeken)|post a job|snelle links|quick links`,
  'iu',
);
const FOOTER_SEPARATOR = /[\s|·•,;:/–—-]+/gu;
const isFooterOnly = (text: string): boolean => {
  const labels = new RegExp(`(?<![\\p{L}])(?:${FOOTER_LINK.source})(?![\\p{L}])`, 'giu');
  const rest = text
    .replace(labels, ' ')
    .replace(FOOTER_SEPARATOR, '')
    .replace(/[.!?"“”«»]/gu, '');
  return rest === '' && labels.test(text);
};

// An applicant-tracking system's buttons beside the posting ('Apply to Job(s) Send to friend Save to cart', 'Email this
// job to a friend', 'Back to search results'; round 27's reading): no duty names them, in a sentence or alone.
const POSTING_BUTTONS = words(
  String.raw`apply to job\(s\)|(?:send|e-?mail|forward)(?: (?:this|the) job)? to (?:a )?friend|save to (?:cart|basket|my jobs)|add to (?:cart|basket|my jobs)|back to (?:the )?(?:search )?results|(?:back|return) to (?:the )?(?:job )?search|job \d+ of \d+`,
);
// The software's credit at the page's foot: 'Powered by Taleo' as the whole text, or an applicant-tracking system's
// name after 'powered by' anywhere ('someone powered by Kenexa'); 'tools powered by AI' may be a duty.
const SOFTWARE_CREDIT =
  /^powered by [\p{L}\p{N}.&'’ -]{2,40}$|\bpowered by (?:ibm )?(?:kenexa|taleo|brassring|icims|workday|successfactors|smartrecruiters|greenhouse|lever|jobvite|bamboohr|recruitee|teamtailor|workable|personio|jazzhr|avature|pageup|cornerstone|ultipro|applicantpro|hirebridge|peoplefluent)\b/iu;
// An applicant-tracking system's field labels printed over their values ('Job Posting Title', 'Job Requisition ID');
// a purchase's 'requisition number' or a ledger's 'posting date' is a duty's word, so only the job's labels count.
const ATS_FIELD_LABEL = words(
  String.raw`job posting (?:title|date|end date|id)|job requisition(?: id| number)?|req\.? id`,
);

// A template's key left in the page: a snake_case name ('work_agreements -', 'job_type') or a placeholder in braces.
const TEMPLATE_KEY =
  /(?<![\p{L}\p{N}_./-])\p{Ll}{2,}(?:_\p{Ll}{2,})+(?![\p{L}\p{N}_./(-])|\{\{[^}]*\}\}|\$\{[^}]*\}/u;

/** The kinds of job-board furniture in one quoted part or text (empty when there is none). */
export function boardFurnitureKinds(text: string): string[] {
  const line = text
    .replace(/…$/u, '')
    .replace(/^["“«\s]+|["”»\s]+$/gu, '')
    .trim();
  return [
    ...(SIGN_IN.test(line) ? ['sign-in or consent text'] : []),
    ...(CONTROL_HINT.test(line) ? ["a control's accessibility hint"] : []),
    ...(CONTROL_LABEL.test(line) ? ["a control's label"] : []),
    ...(COOKIE_NOTICE.test(line) ? ['a cookie notice'] : []),
    ...(OTHER_POSTINGS.test(line) || POSTING_AGE.test(line) ? ["the board's list of other postings"] : []),
    ...(line !== '' && isFooterOnly(line) ? ['a footer link'] : []),
    ...(TEMPLATE_KEY.test(line) ? ['a template key'] : []),
    ...(POSTING_BUTTONS.test(line) ? ["an applicant-tracking system's button"] : []),
    ...(SOFTWARE_CREDIT.test(line) ? ["the site software's credit line"] : []),
    ...(ATS_FIELD_LABEL.test(line) ? ["an applicant-tracking system's field label"] : []),
  ];
}

const MAX_LINES_TO_AGE = 3;
const plainWords = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A quoted part that is another posting's title in the board's list: its line stands a few lines above a posting's
 * age ('Bratislava, Slovakia' then '2 days ago'), and it is not the role's own title (the job form's position).
 */
export function isOtherPostingTitle(quoted: string, documentText: string, position: string | null): boolean {
  const wanted = plainWords(quoted);
  if (wanted.length < 4 || (position && plainWords(position).includes(wanted))) return false;
  if (position && wanted.includes(plainWords(position))) return false;
  const lines = documentText.split('\n').filter((line) => line.trim() !== '');
  return lines.some(
    (line, index) =>
      plainWords(line) === wanted &&
      lines.slice(index + 1, index + 1 + MAX_LINES_TO_AGE).some((next) => POSTING_AGE.test(next)),
  );
}

// A quoted part opening with a label and its colon ('aptitudes et tolérance psy : Travail en équipe').
const LABEL_OPENING = /^([\p{L}][\p{L}\d /'’.-]{1,40}?)\s?:\s+\S/u;

/**
 * A quoted part that opens with a board's category label: a label the posting sets before two or more of its rows
 * ('Aptitudes et tolérance psy : Travail en équipe', '… : Initiative et responsabilité'), which groups the rows and is
 * no part of what is asked (round 28's Cap emploi offer).
 */
function opensWithCategoryLabel(quoted: string, documentText: string): boolean {
  const label = LABEL_OPENING.exec(quoted.replace(/^["“«\s]+/u, ''))?.[1];
  if (!label) return false;
  const row = new RegExp(`^\\s*${escape(label)}\\s?:`, 'iu');
  return documentText.split('\n').filter((line) => row.test(line)).length >= 2;
}

/**
 * A screening question that quotes a posting row with its board's category label. Only questions: a condition's own
 * label ('Hours: Monday–Friday', on several shift rows) is the condition's name, kept in a work requirement.
 */
export function categoryLabelsAsked(question: string, documentText: string): string[] {
  return quotedParts(question).some((part) => opensWithCategoryLabel(part, documentText))
    ? ["a board's category label asked with its row"]
    : [];
}

/**
 * Why a text a candidate reads (a screening question, a work requirement) quotes or asks a job board's furniture
 * (empty when it does not): its quoted parts, or the whole text when it quotes nothing.
 */
export function boardFurnitureFaults(text: string, documentText: string, position: string | null): string[] {
  const quoted = quotedParts(text);
  const parts = quoted.length > 0 ? quoted : [text];
  return [
    ...new Set(
      parts.flatMap((part) => [
        ...boardFurnitureKinds(part).map((kind) => `${kind} asked as the posting`),
        ...(isOtherPostingTitle(part, documentText, position)
          ? ["another posting's title from the board's list asked as the posting"]
          : []),
      ]),
    ),
  ];
}
