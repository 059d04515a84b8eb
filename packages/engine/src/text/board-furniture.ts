import { withoutAccents } from './accents.ts';

/**
 * What a job board prints around the ad, read the same way by the questions and the MCQ choice: its list of other
 * postings ('Similar jobs', 'People also viewed'), its sign-in and consent furniture ('Agree & Join', 'By clicking
 * Continue…, you agree to … User Agreement', 'Security verification') and its controls' labels and screen-reader hints
 * ('Show more', 'This button displays the currently selected search type', an applicant-tracking site's 'Send to
 * friend Save to cart'), in every language the engine reads, its links to listings by facet ('Vacatures per locatie')
 * and a Czech or Slovak board's buttons and notices ('Odpovědět', 'Podobné nabídky'). Tested without accents.
 */

const plain = (text: string): string =>
  withoutAccents(text)
    .toLowerCase()
    .replace(/[-‐‑‒–—]/g, ' ')
    .replace(/^#+\s*|[*_:]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

// 'Similar jobs', 'Find similar jobs', 'People also viewed', 'Related assignments', Finnish 'Vastaavia työpaikkoja' / 'Samankaltaisia
// ilmoituksia', Czech 'Podobné nabídky', Dutch 'Vergelijkbare vacatures' / 'Gerelateerde opdrachten' (an interim
// agency's assignments), Swedish 'Liknande jobb', Danish and Norwegian 'Lignende stillinger', Vietnamese 'Tuyển dụng
// khác', 'Tin tuyển dụng khác', 'Việc làm tương tự'; Turkish 'Güncel açık pozisyonlar', 'Diğer ilanlar'; Croatian and
// Serbian 'Slični oglasi', and a Croatian page's call to apply over its application form ('Prijavite se na natječaj',
// 'Forma za posao', 'Obrazac za prijavu'): the form's fields ('Ime*', 'Visina cm*', 'Jeste li pušač?') are no work. A
// site's list of its latest posts beside the page ('Latest news', 'Последние новости', 'Сўнгги янгиликлар', an Uzbek
// state body's vacancy page): other pages' titles.
const OTHER_POSTINGS_HEADING =
  /^(?:find |see )?(?:similar|related|more|other|recommended) (?:jobs|vacancies|positions|roles|job offers|job postings|assignments|openings)\b|^people also (?:viewed|applied)\b|^(?:more )?jobs (?:like this|you may (?:also )?(?:like|be interested in))\b|^(?:vastaavia|katso nama|muita|samankaltaisia) (?:tyopaik|ilmoituk)\w*|^podobne (?:nabidky|pozice|oferty)\b|^(?:ahnliche|weitere) (?:jobs|stellen\w*|auftrage)\b|^(?:empleos|ofertas) (?:similares|relacionad[oa]s)\b|^offres (?:similaires|d.emploi similaires)\b|^(?:missions|offres) (?:similaires|associees)\b|^(?:vergelijkbare|soortgelijke|andere|gerelateerde|relevante|meer) (?:vacatures|opdrachten|functies|banen)\b|^(?:liknande|relaterade) (?:jobb|annonser|tjanster|uppdrag)\b|^(?:lignende|relaterede) (?:job|jobber|stillinger|opgaver|oppdrag)\b|^(?:offerte|annunci|lavori) (?:simili|correlat[ie])\b|^vagas (?:semelhantes|similares|relacionadas)\b|^(?:tin |cac )?(?:tuyen dung|viec lam|cong viec) (?:khac|lien quan|tuong tu)$|^(?:guncel |diger )?(?:acık|acik) (?:pozisyonlar|is ilanları|ilanlar)$|^(?:diger|benzer) (?:pozisyonlar|ilanlar|is ilanları)$|^(?:slicni|ostali|drugi) (?:oglasi|poslovi)$|^(?:prijavite se(?: na (?:natjecaj|oglas))?|forma za posao|(?:prijavni )?obrazac(?: za (?:posao|prijavu))?|prijavni obrazac)$|^(?:latest|recent) (?:news|posts)$|^(?:последние|свежие) (?:новости|записи)$|^останні (?:новини|записи)$|^сунгги (?:янгиликлар|хабарлар)$/;

/** The heading of a job board's list of other postings: everything after it is other roles' work. */
export function isOtherPostingsHeading(heading: string): boolean {
  return OTHER_POSTINGS_HEADING.test(plain(heading));
}

// 'By clicking Agree & Join, you agree to the LinkedIn User Agreement', 'Door te klikken op … ga je akkoord met …', 'En
// cliquant sur …, vous acceptez …', 'Al hacer clic en …, aceptas …', 'Mit Klick auf … stimmst du … zu': consent to the
// board's terms.
const CONSENT =
  /\bby (?:clicking|signing up|continuing|joining|registering)\b.{0,80}\byou agree\b|\byou agree to (?:the |our )?[\w'’ ]{0,30}(?:user agreement|terms of (?:use|service))\b|\bdoor (?:te klikken|je aan te melden|verder te gaan)\b.{0,80}\bga je akkoord\b|\ben cliquant sur\b.{0,80}\bvous acceptez\b|\bal (?:hacer clic|pulsar|registrarte|continuar)\b.{0,80}\baceptas\b|\bmit (?:dem |einem )?klick auf\b.{0,80}\b(?:stimmst du|stimmen sie|akzeptierst du|akzeptieren sie)\b|\bcliccando su\b.{0,80}\baccetti\b|\bao clicar em\b.{0,80}\bconcorda\b|\bkliknutim na\b.{0,80}\bsouhlasite\b|\bgenom att klicka\b.{0,80}\bgodkanner du\b|\bnapsauttamalla\b.{0,80}\bhyvaksyt\b/;
// 'Join or sign in to find your next job', 'Continue to join or sign in, …', 'Join to apply for the … role', 'Sign in to save … at IBM', 'Log in om …',
// 'Melde dich an, um …', 'Connectez-vous pour …', 'Inicia sesión para …': what the visitor must sign in for.
const SIGN_IN_FOR =
  /^(?:continue to )?(?:join|sign in|sign up|log in)(?: or (?:join|sign in|sign up))? to (?:apply|find|save|see|create|view|get|continue)\b|^(?:log in|meld je aan) om\b|^(?:melde dich|melden sie sich) an,? um\b|^connectez vous pour\b|^inicia sesion para\b|^accedi per\b|^kirjaudu sisaan (?:ja|nahdaksesi)\b|^logga in for att\b/;
// A line of nothing but the board's sign-in buttons and prompts ('Agree & Join LinkedIn', 'Continue Agree & Join',
// 'Already on LinkedIn? Sign in', 'New to LinkedIn? Join now', 'Forgot password? Sign in', 'Inloggen', 'Wachtwoord
// vergeten', 'Passwort vergessen?', 'Mot de passe oublié ?').
const SIGN_IN_WORDS =
  /^(?:(?:agree (?:&|and) join(?: \w+)?|join now|join|sign in|sign up|log in|login|register|continue|or|welcome back|forgot (?:your )?password\??|already on \w+\??|new to \w+\??|email or phone|password|remember me|inloggen|inschrijven|registreren|wachtwoord vergeten\??|uitloggen|anmelden|einloggen|registrieren|passwort vergessen\??|se connecter|s.inscrire|connexion|mot de passe oublie ?\??|iniciar sesion|registrarse|registrate|olvidaste tu contrasena\??|accedi|registrati|prihlasit se|registrovat|zapomenute heslo|kirjaudu(?: sisaan)?|rekisteroidy|logga in|registrera dig)\s*)+$/;
// 'Security verification', 'Verify you are human', 'Bewijs dat je geen robot bent', 'Sicherheitsüberprüfung',
// 'Vérification de sécurité', 'Verificación de seguridad': the board's check that the visitor is a person.
const HUMAN_CHECK =
  /^security (?:verification|check)$|^verify (?:that )?you are (?:a )?human\b|\bi.?m not a robot\b|\bgeen robot\b|\bkein roboter\b|\bpas un robot\b|\bno soy un robot\b|^(?:beveiligingscontrole|sicherheitsuberprufung|verification de securite|verificacion de seguridad|verifica di sicurezza|bezpecnostni (?:kontrola|overeni)|turvatarkistus|sakerhetskontroll)$/;

/** A job board's sign-in, consent or human-check line or heading, never part of the post. */
export function isSignInFurniture(line: string): boolean {
  const text = plain(line);
  return CONSENT.test(text) || SIGN_IN_FOR.test(text) || SIGN_IN_WORDS.test(text) || HUMAN_CHECK.test(text);
}

// 'Show more Show less', 'Toon meer', 'Mehr anzeigen', 'Afficher moins', 'Ver más', 'Mostra altro', 'Visa mer',
// 'Näytä lisää', 'Zobrazit více': a line of nothing but the buttons that fold a text open and shut.
const SHOW_MORE_WORDS =
  /^(?:(?:show|see|read|view|toon|lees|bekijk|mehr|weniger|afficher|voir|lire|ver|mostrar|leer|mostra|leggi|visa|las|nayta|zobrazit|vis) (?:more|less|meer|minder|anzeigen|lesen|plus|moins|mas|menos|di piu|altro|meno|mais|mer|mindre|lisaa|vahemman|vice|mene|mere)\s*)+$/;
// 'Skip to main content', 'Ga naar de inhoud', 'Zum Inhalt springen', 'Aller au contenu principal', 'Ir al contenido',
// 'Vai al contenuto', 'Hoppa till innehållet', 'Siirry sisältöön', 'Přeskočit na obsah', 'Перейти к содержимому' (a
// Russian-language site template's, on pages in Russian or Uzbek), 'Перейти до вмісту', 'Асосий мазмунга ўтиш': the
// jump link for keyboards. Without accents 'й' is 'и' and 'ў' is 'у'.
const SKIP_LINK =
  /^переити (?:к|до) (?:основному )?(?:содержимому|содержанию|контенту|вмісту|змісту)$|^(?:асосии )?(?:мазмунга|контентга) утиш$|^skip to (?:the )?(?:main )?(?:content|navigation|search)$|^(?:ga|spring) naar (?:de )?(?:hoofd)?inhoud$|^zum (?:haupt)?inhalt(?: springen)?$|^(?:aller|passer) au contenu(?: principal)?$|^(?:ir|saltar) al contenido(?: principal)?$|^(?:vai|salta) al contenuto(?: principale)?$|^(?:ir|pular|saltar) para o conteudo(?: principal)?$|^hoppa till (?:huvud)?innehall(?:et)?$|^siirry (?:paa)?sisaltoon$|^preskocit na (?:hlavni )?obsah$|^(?:ga|spring|hopp) til (?:hoved)?indhold(?:et)?$/;
// 'This button displays the currently selected search type. When expanded it provides a list of search options…',
// 'First Name · Clear text', 'Opens in a new window', 'Opent in een nieuw venster', 'Öffnet in einem neuen Tab',
// 'S'ouvre dans une nouvelle fenêtre', 'Se abre en una nueva ventana', 'Press Enter to search', 'Use the arrow keys to
// navigate': what a screen reader says of a control, never the post's words.
const CONTROL_HINT =
  /^this (?:button|link|menu|field|dropdown) (?:displays|opens|shows|toggles|lets you|will)\b|\bwhen (?:expanded|collapsed),? (?:it |this )?(?:provides|shows|displays|lists|hides)\b|\bclear text$|\bopens? in a new (?:window|tab)\b|\bopent in een nieuw (?:venster|tabblad)\b|\boffnet (?:sich )?in einem neuen (?:fenster|tab)\b|\bs.ouvre dans (?:une nouvelle fenetre|un nouvel onglet)\b|\bse abre en una nueva (?:ventana|pestana)\b|\bsi apre in una nuova (?:finestra|scheda)\b|\bpress (?:enter|return) to (?:search|select|submit)\b|\buse (?:the )?(?:up and down )?arrow keys to\b/;

// 'Apply to Job(s) Send to friend Save to cart', 'Email to a friend · Print job', 'Save job Share', 'Back to search
// results': a line of nothing but an applicant-tracking site's buttons beside the posting.
const POSTING_BUTTONS =
  /^(?:(?:apply(?: (?:to|for) (?:this )?job(?:\(s\)|s)?| now| online)?|(?:send|email|e mail|forward)(?: (?:it|job|this job))?(?: to)? (?:a )?(?:friend|colleague)|(?:tell|refer) a (?:friend|colleague)|save(?: to (?:cart|basket|favou?rites|my jobs)| (?:this )?job)?|add to (?:cart|basket|favou?rites|my jobs)|print(?: (?:this )?job)?|share(?: (?:this )?job)?|back to (?:search )?results|(?:previous|next) job|job \d+ of \d+)[\s|·•,]*)+$/;
// 'Powered by Kenexa', 'Powered by Taleo': the software's credit at the page's foot; 'In order to access this site, you
// need to enable Javascript', 'Please enable JavaScript to view this page': the browser notice it prints without a
// script.
const SITE_SOFTWARE_NOTICE =
  /^powered by [\w.&' ]{2,40}$|\b(?:you (?:need|have) to|please|you must|in order to [^.]{0,40}) enable javascript\b|\bjavascript (?:is )?(?:required|disabled|must be enabled)\b/;

/**
 * A label or screen-reader hint of a board's controls ('Show more', 'Skip to main content', 'When expanded it…'), an
 * applicant-tracking site's buttons ('Send to friend Save to cart') or its software's credit and script notice.
 */
export function isControlText(line: string): boolean {
  const text = plain(line);
  return (
    SHOW_MORE_WORDS.test(text) ||
    SKIP_LINK.test(text) ||
    CONTROL_HINT.test(text) ||
    POSTING_BUTTONS.test(text) ||
    SITE_SOFTWARE_NOTICE.test(text)
  );
}

// A job board's footer links to its listings by facet ('Vacatures per locatie Vacatures per beroepsgroep Vacatures per
// dienstverband', 'Jobs by location', 'Stellenangebote nach Branche', 'Empleos por provincia'): a line of nothing else.
const FACET_LINKS =
  /^(?:(?:vacatures|jobs|stellen(?:angebote)?|emplois|offres(?: d.emploi)?|empleos|ofertas(?: de (?:empleo|trabajo))?|vagas|offerte(?: di lavoro)?|lavori) (?:per|by|nach|par|por) \p{L}+\s*)+$/iu;

/**
 * A job board's own chrome printed with the ad: its sign-in and consent lines, its controls' labels and hints and its
 * links to listings by facet.
 */
export function isBoardChrome(text: string): boolean {
  return isSignInFurniture(text) || isControlText(text) || FACET_LINKS.test(withoutAccents(text.trim()));
}

// A Czech or Slovak job board's buttons and notices printed with the post ('Odpovědět · Připomeň mi', 'Další
// možnosti', 'Poslat nabídku na email', 'Sdílet na Facebook', 'Uloženou nabídku najdete v menu …', 'Teď už stačí jen
// odpovědět'): the board speaking to its visitor about the posting, none of the post's work.
const BOARD_BUTTONS =
  /^(?:(?:odpovedet|reagovat|pripomen mi|dalsi moznosti|vytisknout|tisk|ulozit(?: nabidku)?|sdilet(?: na [\w.]+)?|poslat nabidku(?: na e-?mail| emailem)?|nahlasit nabidku)\s*[·|•]?\s*)+$/i;
const BOARD_NOTICE =
  /\b(?:ulozen\w* nabidk\w*|nabidku jsme (?:poslali|ulozili)|staci (?:jen )?odpovedet|podobne nabidky|dalsi nabidky (?:firmy|prace|od))\b/i;

/** A Czech or Slovak job board's buttons or notice to its visitor ('Odpovědět · Připomeň mi', 'Uloženou nabídku…'). */
export function isBoardButtonsOrNotice(text: string): boolean {
  const line = withoutAccents(text.trim());
  return BOARD_BUTTONS.test(line) || BOARD_NOTICE.test(line);
}
