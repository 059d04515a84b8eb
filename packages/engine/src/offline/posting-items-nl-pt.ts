// Dutch, Portuguese, Swedish, Danish, Norwegian, Romanian, Catalan, Hungarian, Greek, Czech, Slovak, Finnish and Polish posting lines: where a
// list without bullets ran two items together, and what a line asks. All are asked in English quoting the line whole (as German
// and Italian are): their grammar never runs on into an English lead.
import { namesSpokenLanguage } from './spoken-language-lines.ts';
import { isPolishReaderGain } from './polish-posting-lines.ts';
import { detectLanguage, type Language } from '../text/stopwords.ts';
import type { SectionKind } from './sections.ts';
import {
  EMPLOYER_VOICE_RU_UK,
  isNeverAskedRuUk,
  itemKindRuUk,
  SOUGHT_PERSON_RU_UK,
  withRowLabelRuUk,
} from './posting-items-ru-uk.ts';
import { EMPLOYER_VOICE_VI, isNeverAskedVi, itemKindVi, SOUGHT_PERSON_VI } from './posting-items-vi.ts';
import {
  EMPLOYER_VOICE_ID,
  isNeverAskedId,
  itemKindId,
  SOUGHT_PERSON_ID,
  withoutPersonRuleId,
} from './posting-items-id.ts';
import {
  EMPLOYER_VOICE_HR,
  EMPLOYER_VOICE_TR,
  isCroatianDutyProse,
  isNeverAskedHrTr,
  itemKindHrTr,
  SOUGHT_PERSON_HR,
  SOUGHT_PERSON_TR,
} from './posting-items-hr-tr.ts';
import { EMPLOYER_VOICE_HE, isNeverAskedHe, isPlusHe, SOUGHT_PERSON_HE } from './posting-items-he.ts';
import { EMPLOYER_VOICE_TH, isNeverAskedTh, SOUGHT_PERSON_TH } from './posting-items-th.ts';
import {
  EMPLOYER_VOICE_LT,
  EMPLOYER_VOICE_MN,
  isNeverAskedLtMn,
  SOUGHT_PERSON_LT,
  SOUGHT_PERSON_MN,
} from './posting-items-lt-mn.ts';
import {
  EMPLOYER_VOICE_UZ,
  isNeverAskedUz,
  PLUS_UZ,
  PROSE_REQUIREMENT_UZ,
  SOUGHT_PERSON_UZ,
} from './posting-items-uz.ts';

const QUOTED_LANGUAGES = [
  'nl',
  'pt',
  'sv',
  'da',
  'nb',
  'ro',
  'ca',
  'hu',
  'el',
  'cs',
  'sk',
  'fi',
  'pl',
  'ru',
  'uk',
  'ja',
  'vi',
  'id',
  'hr',
  'tr',
  'he',
  'th',
  'lt',
  'mn',
  'uz',
] as const;
export type QuotedLanguage = (typeof QUOTED_LANGUAGES)[number];
export const isQuotedLanguage = (language: Language): language is QuotedLanguage =>
  (QUOTED_LANGUAGES as readonly string[]).includes(language);
type Kind = 'responsibilities' | 'requirements' | 'nice_to_have' | 'description';

// Small words a capitalised name follows inside an item ('ervaring met Excel', 'kennis van het Engels', 'domínio do
// Excel'): a capital after them starts no new item.
const DUTCH_BEFORE_A_NAME =
  /^(?:de|het|een|van|met|in|op|voor|bij|aan|naar|uit|om|te|en|of|over|door|als|zoals|t\.b\.v\.|o\.a\.)$/iu;
const PORTUGUESE_BEFORE_A_NAME =
  /^(?:de|do|da|dos|das|em|no|na|nos|nas|com|o|a|os|as|e|ou|para|pelo|pela|por|um|uma|ao|à)$/iu;

// Dutch writes its nouns and adjectives in lower case: a capitalised word before a lower-case one, straight after a
// lower-case word that is no article or preposition ('… in teamverband Communicatieve vaardigheden'), opens the next
// item.
const DUTCH_ITEM_START = /(?<=\s\p{Ll}[\p{Ll}-]+) (?=\p{Lu}\p{Ll}{2,}\s+\p{Ll})/gu;
// Portuguese capitalises names ('Normas Brasileiras de Contabilidade'): a new item opens on a requirement's head
// ('Experiência de …', 'Conhecimento em …') or a duty's infinitive ('Emitir notas …'), before a lower-case word.
const PORTUGUESE_ITEM_START =
  /(?<=\s\p{L}{2,}) (?=(?:Experiência|Conhecimentos?|Domínio|Capacidade|Habilidade|Facilidade|Formação|Graduação|Ensino|Disponibilidade|Fluência|Vivência|Noções|Bom|Boa|Ótim[oa]|Excelente|\p{Lu}\p{Ll}{3,}(?:ar|er|ir))\s+\p{Ll})/gu;

// Greek writes its items' heads with a capital only at an item's start ('… OpenStreetMap Άριστη γνώση αγγλικής'),
// and a page may glue the next item onto a Latin name ('… εφαρμογές GISΓνώσεις και …').
const GREEK_ITEM_START =
  /(?<=\S) (?=(?:Άριστη|Πολύ καλή|Καλή|Γνώση|Γνώσεις|Εμπειρία|Πτυχίο|Ικανότητα|Δυνατότητα|Εξοικείωση|Προϋπηρεσία|Απαραίτητη|Επιθυμητή)\s)|(?<=\p{Script=Latin})(?=\p{Script=Greek}\p{Ll})/gu;
const GREEK_BEFORE_A_NAME = /^(?:και|ή|σε|στο|στη|στην|του|της|των|με|για|από)$/iu;

// Croatian writes its nouns in lower case, as Dutch does: a capitalised word before a lower-case word or a '/' pair
// ('… na njemačkom govornom području Zaposlenica/zaposlenik mora biti …'), straight after a lower-case word that is no
// preposition or conjunction ('u Republici Hrvatskoj', 'za Microsoft'), opens the next item.
const CROATIAN_ITEM_START = /(?<=\s\p{Ll}[\p{Ll}-]+) (?=\p{Lu}\p{Ll}{2,}(?:\/\p{Ll}+)?\s+\p{Ll})/gu;
const CROATIAN_BEFORE_A_NAME =
  /^(?:u|na|iz|za|o|s|sa|od|do|kod|prema|i|te|ili|a|uz|po|pri|kroz|bez|rada|programa|alata|sustava)$/iu;

/** A list line a reader ran together, cut into its items; the part before a cut is an item of at least 3 words. */
export function splitQuotedRunOn(text: string, language: 'nl' | 'pt' | 'el' | 'hr'): string[] {
  const [starts, notBefore] =
    language === 'nl'
      ? [DUTCH_ITEM_START, DUTCH_BEFORE_A_NAME]
      : language === 'pt'
        ? [PORTUGUESE_ITEM_START, PORTUGUESE_BEFORE_A_NAME]
        : language === 'hr'
          ? [CROATIAN_ITEM_START, CROATIAN_BEFORE_A_NAME]
          : [GREEK_ITEM_START, GREEK_BEFORE_A_NAME];
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(starts)) {
    const at = match.index ?? 0;
    const before = text.slice(start, at).trim();
    if (before.split(/\s+/).length < 3 || notBefore.test(before.split(/\s+/).at(-1) ?? '')) continue;
    parts.push(before);
    // A cut at a space drops the space; one between two glued words drops nothing.
    start = text[at] === ' ' ? at + 1 : at;
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

// The employer speaking of itself ('Wij bieden…', 'Onze school…', 'Não aceitamos…', 'Oferecemos…', 'Nossa equipe…'):
// neither a task nor a requirement. A Portuguese verb in the first person plural ends in '-amos', '-emos', '-imos'.
// 'Vi har…', 'Hos oss…', 'Våra kontor…': the Swedish employer.
const EMPLOYER_VOICE: Record<QuotedLanguage, RegExp> = {
  nl: /^(?:wij|we|ons|onze|bij ons)\s/iu,
  pt: /^(?:(?:não|nao|também|ainda)\s+)?(?:nós|nos|noss[oa]s?|\p{L}{2,}(?:amos|emos|imos))(?!\p{L})/iu,
  // 'Vi ser gärna att du har …' ('Vi ser gerne, at du …'): what the employer would like the person to have, a plus,
  // not its own voice.
  sv: /^(?:vi|hos oss|vår|vårt|våra)\s(?!ser gärna\b)/iu,
  // 'Vi tilbyder…', 'Hos os…', 'Vores team…'; 'Vi tilbyr…', 'Hos oss…', 'Vårt team…'.
  da: /^(?:vi|hos os|vores)\s(?!ser gerne\b)/iu,
  nb: /^(?:vi|hos oss|vår|vårt|våre)\s(?!ser gerne\b)/iu,
  // 'Oferim…', 'Compania noastră…', 'Echipa noastră…': a Romanian first person plural ends in '-ăm', '-em', '-im'.
  ro: /^(?:noi\s|\p{L}+ noastr[ăa]\s|\p{L}+ nostru\s|\p{L}{3,}(?:ăm|am|em|im)(?!\p{L}))/iu,
  // 'Treballem…', 'Som una cooperativa…', 'A Còdec treballem…', 'Actualment, som…': a Catalan first person plural ends
  // in '-em' or '-im'; 'Es valorarà', 'Dominar…' do not.
  ca: /^(?:(?:actualment|ara|a [\p{Lu}][\p{L}.]*|per (?:aquest motiu|això)),?\s+)?(?:som|nosaltres|el nostre|la nostra|els nostres|les nostres|\p{L}{3,}(?:em|im))(?!\p{L})/iu, // 'Kínálunk…', 'Nálunk…', 'Csapatunk…', 'Ahol…' (the employer's 'where you…' list): a Hungarian first person plural
  // ends in '-unk' or '-ünk', 'our' in '-unk'/'-ünk' too.
  hu: /^(?:mi\s|nálunk|ahol\s|\p{L}{3,}(?:unk|ünk))(?!\p{L})/iu,
  // 'Προσφέρουμε…', 'Αναζητούμε…', 'Η εταιρεία μας…': a Greek first person plural ends in '-ουμε' or '-άμε'.
  el: /^(?:εμείς|η εταιρεία μας|η ομάδα μας|\p{L}{3,}(?:ουμε|ούμε|άμε))(?!\p{L})/iu,
  // 'Nabízíme…', 'Budeme Tě podporovat…', 'Naše produkty…', 'U nás…': a Czech first person plural ends in '-me'; not
  // 'Očekáváme…', 'Požadujeme…', what the employer asks of the person.
  cs: /^(?!(?:očekáváme|požadujeme|vyžadujeme|hledáme)(?!\p{L}))(?:my\s|u nás\s|naš[eií]\s|náš\s|\p{L}{3,}(?:íme|áme|eme|ujeme)(?!\p{L}))/iu,
  // 'Ponúkame…', 'Sme realitná kancelária…', 'Našou činnosťou je…', 'Tešíme sa…': the Slovak employer, its first person
  // plural in '-me' too; not 'Očakávame…', 'Hľadáme…'.
  sk: /^(?!(?:očakávame|požadujeme|vyžadujeme|hľadáme)(?!\p{L}))(?:my\s|u nás\s|sme\s|naš(?:a|e|i|ou|ej|ich|im)\s|náš\s|\p{L}{3,}(?:íme|áme|eme|ujeme)(?!\p{L}))/iu,
  // 'Tarjoamme…', 'Olemme…', 'Meillä pääset…', 'Yrityksemme…': a Finnish first person plural ends in '-mme', 'our'
  // in '-mme' too; not 'Odotamme…', 'Edellytämme…', 'Toivomme…', 'Arvostamme…', what the employer asks of the person.
  fi: /^(?!(?:odotamme|edellytämme|toivomme|arvostamme|vaadimme)(?!\p{L}))(?:me\s|meillä\s(?!arvostetaan)|\p{L}{3,}mme(?!\p{L}))/iu,
  // 'Oferujemy…', 'Jesteśmy…', 'Nasze wymagania…', 'U nas…', and a past first person plural a few words in ('Wspólnie z
  // zespołami przygotowaliśmy grę…'): the Polish employer; not 'Oczekujemy…', 'Wymagamy…', 'Szukamy…', what it asks.
  pl: /^(?!(?:oczekujemy|wymagamy|szukamy|poszukujemy)(?!\p{L}))(?:my\s|u nas\s|nasz(?:a|e|ej|ego|ym|ymi|ych)?\s|\p{L}{3,}(?:emy|imy|amy|ujemy)(?!\p{L})|(?:\p{L}+\s+){0,4}\p{L}{2,}(?:liśmy|łyśmy)(?!\p{L}))/iu,
  ...EMPLOYER_VOICE_RU_UK,
  // '当社は…', '弊社では…', '私たちは…': the Japanese employer; a note ('※詳細はお問合せ下さい') is an aside to the reader.
  ja: /^(?:当社|弊社|私たち|わたしたち|※)/u,
  vi: EMPLOYER_VOICE_VI,
  id: EMPLOYER_VOICE_ID,
  hr: EMPLOYER_VOICE_HR,
  tr: EMPLOYER_VOICE_TR,
  he: EMPLOYER_VOICE_HE,
  th: EMPLOYER_VOICE_TH,
  lt: EMPLOYER_VOICE_LT,
  mn: EMPLOYER_VOICE_MN,
  uz: EMPLOYER_VOICE_UZ,
};
// 'Een rijbewijs is een pré', 'Ervaring met Exact strekt tot aanbeveling', 'Inglês avançado (desejável)', 'Será um
// diferencial': a nice-to-have wherever it is listed.
// 'Det är meriterande om…', 'Erfarenhet av X meriterar': the Swedish plus. 'Kendskab til X vil være en fordel',
// 'Experiența în X constituie un avantaj', 'Es valorarà l'experiència en…': the Danish, Romanian and Catalan ones;
// 'X vil bli vektlagt', 'Det er ein fordel med X': the Norwegian ones, Nynorsk too; 'Znalost SAP výhodou', 'Bonusem
// bude, pokud …', 'Uvítáme …': the Czech ones; 'Znajomość SAP mile widziana', 'Atutem będzie …': the Polish ones.
const PLUS =
  /(?<!\p{L})(?:(?:is )?een pr[ée]|(?:is )?een pluspunt|strekt tot aanbeveling|(?:is )?wenselijk|desejáve(?:l|is)|(?:é|será|seria) (?:um )?diferencial|(?:é|será) um plus|meriterande|meriterar|är ett plus|(?:vi )?ser (?:gärna|gerne)|(?:vil være|vil vere|er) (?:en|ein) fordel|(?:vil være|vil vere|er) (?:et|eit) pluss|(?:vil bli|blir) vektlagt|vektlegges|vektleggjast|(?:constituie|reprezintă|este) un avantaj|es valorar(?:à|a)|valorarem|(?:lagt|lægges) vægt på|interesse for ansøgere|előnyt jelent|előny|előnyös|hasznos|επιθυμητ\p{L}*|θα εκτιμηθ\p{L}*|(?:αποτελεί|θα θεωρηθεί) (?:πρόσθετο )?(?:πλεονέκτημα|προσόν)|výhodou|bonusem|plusem|uvítáme|vítán[aáy]?|ocením[ei]|eduksi|plussaa|arvostamme|arvostetaan|toivomme|mile widzian[aey]|atutem|(?:dodatkowym )?atut|plusem)(?!\p{L})/iu;
// 'Kennis van Excel', 'Ervaring in de zorg', 'Conhecimento em Excel', 'Experiência com…': what the person must know,
// listed among the tasks.
const REQUIREMENT_WORDING =
  /^(?:(?:goede|uitstekende|aantoonbare|ruime|relevante|afgeronde|minimaal|enige|bom|boa|ótim[oa]|sólid[oa]|amplo|ampla|excelente)\s+)*(?:kennis|ervaring|opleiding|diploma|beheersing|affiniteit|conhecimentos?|experiência|domínio|formação|graduação|ensino|fluência|vivência)(?!\p{L})/iu;
// 'Rollen passar dig som har…', 'Det är viktigt att du är kommunikativ', 'Du har erfarenhet av…': what the Swedish
// person must be or have, told among the duties.
const SWEDISH_PERSON_WORDING =
  /(?<!\p{L})(?:dig som (?:har|är)|viktigt att du|du (?:har|är) (?:\p{L}+ )?(?:erfarenhet|kunskap|utbildning|examen|god|goda|van|duktig|noggrann|kommunikativ|driven))(?!\p{L})|^(?:(?:god|goda|gedigen|relevant|dokumenterad)\s+)?(?:erfarenhet|kunskaper?|utbildning|examen)(?!\p{L})/iu;
// 'Očekáváme od Tebe čistý kód', 'Znalost angličtiny', 'Praxe v oboru', 'Máš zkušenosti s …': what the Czech person
// must have or be, told among the duties; Slovak's 'Očakávame…', 'Znalosť…', 'Prax…', 'Máš skúsenosti…' too.
const CZECH_SLOVAK_PERSON_WORDING =
  /^(?:očekáváme|očakávame|požadujeme|vyžadujeme)(?!\p{L})|^(?:(?:dobrá|dobré|velmi|veľmi|výborná|výborné|aktivní|aktívna|aktívne|pokročilá|pokročilé|praktická|praktické|odborná|odborné|prokazatelná|prokazatelné|preukázateľná|preukázateľné|min\.|minimálně|minimálne|alespoň|aspoň|\d+\+?\s*(?:rok|roky|let|rokov))\s+)*(?:znalost|znalosti|znalosť|zkušenost|zkušenosti|skúsenosť|skúsenosti|praxe|prax|vzdělání|vzdelanie|maturita|řidičský průkaz|vodičský preukaz)(?!\p{L})|^(?:máš|máte)\s+(?:\p{L}+\s+)?(?:zkušenost|zkušenosti|skúsenosť|skúsenosti|praxi|prax|znalost|znalosti|znalosť|vzdělání|vzdelanie)(?!\p{L})/iu;
// 'Sinulla on alan tutkinto…', 'Olet oma-aloitteinen…', 'Kommunikoit sujuvasti…', 'Odotamme sinulta…', 'Tehtävä
// edellyttää…': what the Finnish person must have or be, told in prose or among the duties.
const FINNISH_PERSON_WORDING =
  /^(?:sinulla (?:on|tulee olla)|sinulta (?:odotetaan|edellytetään|vaaditaan)|olet|osaat|hallitset|kommunikoit|puhut|odotamme|edellytämme|vaadimme|hakijalta (?:edellytetään|odotetaan|vaaditaan)|(?:tehtävä|työ|tehtävässä onnistuminen) edellyttää)(?!\p{L})/iu;
// 'Tehtävässä vastaat…', 'Vastaat…', 'Työhösi kuuluu…', 'Valittava henkilö tulee tekemään…': the work, told to or
// about the Finnish person.
const FINNISH_DUTY_WORDING =
  /^(?:(?:tehtävässä|työssä|roolissa)\s+)?(?:vastaat|hoidat|suunnittelet|kehität|osallistut|työskentelet)(?!\p{L})|^(?:työhösi|tehtäviisi|työtehtäviisi) kuuluu(?!\p{L})|^valittava henkilö (?:tulee|vastaa|toimii)(?!\p{L})/iu;
// A Finnish list is set in lower-case phrases ('kokemusta ketterästä kehityksestä'): a full sentence under it that
// neither asks of the person nor tells the work is the page's prose after the list (the employer, the contacts).
const isFinnishProseAfterList = (text: string, raw: string): boolean =>
  /^\p{Lu}/u.test(text) &&
  /[.!]$/.test(raw.trim()) &&
  text.split(/\s+/).length >= 5 &&
  !FINNISH_PERSON_WORDING.test(text) &&
  !FINNISH_DUTY_WORDING.test(text) &&
  !PLUS.test(text);
// 'Oczekujemy znajomości…', 'Znajomość języka angielskiego', 'Doświadczenie w handlu', 'Masz prawo jazdy': what the
// Polish person must have or be, told among the duties.
const POLISH_PERSON_WORDING =
  /^(?:oczekujemy|wymagamy)(?!\p{L})|^(?:(?:dobra|bardzo dobra|biegła|komunikatywna|praktyczna|min\.|minimum|co najmniej|\d+\+?\s*(?:lat|lata|rok))\s+)*(?:znajomość|doświadczenie|wykształcenie|umiejętność|umiejętności|prawo jazdy|status studenta|orzeczenie)(?!\p{L})|^(?:masz|posiadasz|znasz|potrafisz)(?!\p{L})/iu;
// A Portuguese duty listed by its infinitive ('Realizar a conciliação…') under the post's opening prose.
const PORTUGUESE_INFINITIVE_LINE = /^\p{Lu}\p{Ll}{2,}(?:ar|er|ir)(?:-se)?\s+\p{Ll}/u;
const FITS_THE_PROFILE =
  /^(?:se )?(?:encaixar|enquadrar|adequar)(?:-se)? (?:no|ao) perfil\b|^(?:past|passen) (?:in|bij) (?:het|ons) profiel\b/iu;
// The holder named by the post's title and what they do: 'O ajudante geral realiza carga e descarga …' under the
// heading 'Ajudante geral', 'De magazijnmedewerker verzorgt de ontvangst …' (round 21's helper told its duties so in
// prose, never asked). Not what the holder is or has ('é essencial', 'is', 'heeft').
const HOLDER_ARTICLE = /^(?:o|a|os|as|de|het)\s+/iu;
const NOT_A_TASK_VERB = /^(?:é|e|está|sao|são|tem|têm|deve|precisa|is|zijn|heeft|hebben|moet|wordt)$/iu;
const MAX_PROSE_DUTY_WORDS = 30;

/** The duty a sentence tells of the holder named by the section's heading: from its verb on; null for any other. */
export function holderDuty(item: string, heading: string | null): string | null {
  const article = HOLDER_ARTICLE.exec(item);
  const title = heading?.trim().toLowerCase();
  if (!article || !title || title.split(/\s+/).length > 4) return null;
  const rest = item.slice(article[0].length);
  if (!rest.toLowerCase().startsWith(`${title} `)) return null;
  const duty = rest.slice(title.length + 1).replace(/[.;]$/, '');
  const verb = duty.split(/\s+/)[0] ?? '';
  if (!/^\p{Ll}/u.test(verb) || NOT_A_TASK_VERB.test(verb) || duty.split(/\s+/).length > MAX_PROSE_DUTY_WORDS)
    return null;
  return duty.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}

// 'Je realiseert applicatiecomponenten …, je voert testen uit', 'Jij zorgt voor de planning': a Dutch post's prose
// telling the reader the work, a verb of the task after 'je', 'jij' or 'u'. Not what the reader is, has, gets, learns
// or may do ('Je bent werkzaam in …', 'Je krijgt …', 'Je wordt gecoacht', 'Je volgt opleidingen', 'Je beheerst …').
const READER_DUTY = /^(?:je|jij|u)\s+(\p{Ll}+t)\s/iu;
const NOT_A_READER_TASK =
  /^(?:bent|hebt|heeft|krijgt|wordt|kunt|mag|moet|gaat|leert|volgt|komt|zit|blijft|vindt|ontvangt|groeit|werkt|beschikt|spreekt|beheerst|houdt|weet|staat|voelt|denkt|bezit|wilt|zoekt)$/iu;

/** The duty a Dutch sentence tells its reader ('Je realiseert …'), quoted whole; null for any other. */
function readerDuty(item: string): string | null {
  const verb = READER_DUTY.exec(item)?.[1];
  if (!verb || NOT_A_READER_TASK.test(verb) || item.split(/\s+/).length > MAX_PROSE_DUTY_WORDS) return null;
  return item;
}

// The person the employer seeks, told with what they have or are in a relative clause: 'Wij zijn op zoek naar een
// flexibele medewerker die ervaring en affiniteit heeft met onze doelgroep' (round 21's counter-sales post, never
// asked), 'Buscamos uma pessoa que tenha experiência com …'. Group 1 is the person and the clause, quoted as a
// requirement; not a sentence without the clause ('Wij zoeken een collega.').
const SOUGHT_PERSON: Record<QuotedLanguage, RegExp> = {
  nl: /^(?:wij|we) (?:zoeken|zijn op zoek naar)\s+((?:een|de)\s[^,.]{3,80}?\s(?:die|dat)\s.{8,})$/iu,
  pt: /^(?:buscamos|procuramos|estamos (?:buscando|procurando|em busca de))\s+((?:um|uma|alguém)\s[^,.]{0,80}?\bque\s.{8,})$/iu,
  sv: /^vi söker\s+((?:en|ett)\s[^,.]{0,80}?\bsom\s.{8,})$/iu,
  da: /^vi søger\s+((?:en|et)\s[^,.]{0,80}?\bsom\s.{8,})$/iu,
  nb: /^vi søker\s+((?:en|et|ei)\s[^,.]{0,80}?\bsom\s.{8,})$/iu,
  ro: /^(?:căutăm|cautam)\s+((?:un|o)\s[^,.]{0,80}?\bcare\s.{8,})$/iu,
  ca: /^(?:busquem|cerquem)\s+((?:un|una)\s[^,.]{0,80}?\bque\s.{8,})$/iu, // 'Olyan kollégát keresünk, aki …': whom the Hungarian employer seeks, with its relative clause.
  hu: /^((?:olyan |egy )?\p{L}+(?:\s\p{L}+){0,4}\s+keresünk,?\s+(?:aki|akinek|akik)\s.{8,})$/iu,
  // 'Hledáme Vue.js vývojáře, který …': whom the Czech employer seeks, with its relative clause.
  cs: /^hledáme\s+((?:[^,.]|\.(?=\p{L})){3,80}?,?\s(?:který|která|kteří|které)\s.{8,})$/iu,
  sk: /^hľadáme\s+((?:[^,.]|\.(?=\p{L})){3,80}?,?\s(?:ktorý|ktorá|ktorí|ktoré)\s.{8,})$/iu,
  el: /^(?:αναζητούμε|ζητάμε|ζητούμε)\s+((?:έναν?|μία|μια)\s[^,.]{0,80}?\s(?:που|ο οποίος|η οποία)\s.{8,})$/iu,
  // 'Haemme myyjää, jolla on kokemusta …': whom the Finnish employer seeks, with its relative clause.
  fi: /^(?:haemme|etsimme)\s+([^,.]{3,80}?,?\s(?:joka|jolla|jonka|jotka|joilla)\s.{8,})$/iu,
  // 'Szukamy osoby, która …': whom the Polish employer seeks, with its relative clause.
  pl: /^(?:szukamy|poszukujemy)\s+([^,.]{3,80}?,?\s(?:który|która|które|którzy)\s.{8,})$/iu,
  ...SOUGHT_PERSON_RU_UK,
  // '経験のある方を募集しています': whom the Japanese employer seeks, the person ('方') and what they have or are.
  ja: /^([^。]{4,80}方)を(?:募集|求め|お待ち)/u,
  vi: SOUGHT_PERSON_VI,
  id: SOUGHT_PERSON_ID,
  hr: SOUGHT_PERSON_HR,
  tr: SOUGHT_PERSON_TR,
  he: SOUGHT_PERSON_HE,
  th: SOUGHT_PERSON_TH,
  lt: SOUGHT_PERSON_LT,
  mn: SOUGHT_PERSON_MN,
  uz: SOUGHT_PERSON_UZ,
};

// 'Es requereixen coneixements al respecte', 'Der kræves kendskab hertil': a line that only points back at the
// sentence before it names nothing to ask on its own.
const POINTS_BACK = /(?<!\p{L})(?:al respecte|en aquest sentit|hertil|herfor|în acest sens)$/iu;
// 'Det forudsættes, at ansøgeren er på ph.d.-niveau', 'Søkeren må ha …': the Danish or Norwegian call's prose
// telling what the applicant must have or be, with no list to hold it; 'fontos, hogy jól beszélj angolul' ('it matters
// that you speak good English'), 'elvárás', 'feltétel': the Hungarian one.
const APPLICANT_MUST =
  /(?<!\p{L})(?:det forudsættes|(?:forventes|skal|må) ansøgeren|ansøgeren (?:skal|må|bør|forventes)|søkeren (?:skal|må|bør)|det kreves|fontos, hogy|elvárás|feltétel|szükséges|elengedhetetlen)(?!\p{L})/iu;
// What a call's prose tells the applicant to have or be, with no list to hold it: the Danish, Norwegian and Hungarian
// wording, and the Finnish second person ('Sinulla on …', 'Olet …').
const PROSE_REQUIREMENT: Partial<Record<QuotedLanguage, RegExp>> = {
  da: APPLICANT_MUST,
  nb: APPLICANT_MUST,
  hu: APPLICANT_MUST,
  fi: FINNISH_PERSON_WORDING,
  uz: PROSE_REQUIREMENT_UZ,
};
const MAX_PROSE_REQUIREMENT_WORDS = 40;
// 'Lähetä hakemuksesi … mennessä', 'Täytä hakemus …', 'Lisätietoja antavat …': how to apply and whom to ask, told in a
// Finnish posting's prose.
const FINNISH_APPLYING =
  /^(?:(?:lähetä|jätä|täytä)\s+hakemu\p{L}*|lisätietoja\s+(?:antaa|antavat|tehtävästä))(?!\p{L})/iu;

/**
 * Whether a line of a quoted language's posting is never asked, not even as an example of the work: the employer
 * speaking of itself, a Finnish line on applying, a Polish line on what the reader will get, a line that only points
 * back (a deadline is page furniture:
 * page-furniture.ts).
 */
export function isNeverAsked(language: QuotedLanguage, line: string): boolean {
  const text = line.replace(/[.;,]$/, '');
  return (
    EMPLOYER_VOICE[language].test(text) ||
    POINTS_BACK.test(text) ||
    (language === 'fi' && FINNISH_APPLYING.test(text)) ||
    (language === 'pl' && isPolishReaderGain(text)) ||
    ((language === 'ru' || language === 'uk') && isNeverAskedRuUk(text)) ||
    (language === 'vi' && isNeverAskedVi(text)) ||
    (language === 'id' && isNeverAskedId(text)) ||
    ((language === 'hr' || language === 'tr') && isNeverAskedHrTr(language, text)) ||
    (language === 'he' && isNeverAskedHe(text)) ||
    (language === 'th' && isNeverAskedTh(text)) ||
    ((language === 'lt' || language === 'mn') && isNeverAskedLtMn(language, text)) ||
    (language === 'uz' && isNeverAskedUz(text))
  );
}

const LISTED: Partial<Record<SectionKind, Kind>> = {
  responsibilities: 'responsibilities',
  requirements: 'requirements',
  nice_to_have: 'nice_to_have',
};

/**
 * A Dutch or Portuguese item's own kind, asked quoting the line whole: null to leave it unasked. A list keeps its
 * heading's kind (a requirement's wording among the tasks is a requirement, a 'pré' or 'diferencial' a plus); the
 * description and the offer are never asked, and of the prose under the title only a Portuguese infinitive line.
 * `isRow`: a board's value joined to the label it stood under, a requirement however few its words.
 */
export function quotedItem(
  language: QuotedLanguage,
  item: string,
  raw: string,
  sectionKind: SectionKind,
  heading: string | null = null,
): { kind: Kind; text: string; isRow?: true } | null {
  if (/:\s*$/.test(raw)) return null;
  const text = item.replace(/[.;,]$/, '');
  // 'Wij zijn op zoek naar een flexibele medewerker die ervaring … heeft': in the post's opening, whom it seeks.
  const sought = sectionKind === 'title' ? (SOUGHT_PERSON[language].exec(text)?.[1] ?? null) : null;
  if (sought)
    return { kind: 'requirements', text: sought.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()) };
  if (isNeverAsked(language, text)) return null;
  // 'Se encaixar no perfil da vaga', 'Past in het profiel': a selection criterion that names no point to ask.
  if (FITS_THE_PROFILE.test(text)) return null;
  const kind = LISTED[sectionKind];
  if (kind) {
    if (language === 'ru' || language === 'uk' || language === 'uz') {
      const asked = withRowLabelRuUk(text, heading);
      if (asked === null) return null;
      const askedKind =
        language === 'uz' ? (PLUS_UZ.test(asked) ? 'nice_to_have' : kind) : itemKindRuUk(asked, kind);
      // A board's row joined to its label ('Образование высшее', 'Маълумоти олий') is asked however short it is.
      return { kind: askedKind, text: asked, ...(asked !== text ? { isRow: true as const } : {}) };
    }
    if (language === 'vi') return { kind: itemKindVi(text, kind), text };
    if (language === 'hr' && kind === 'responsibilities' && isCroatianDutyProse(text)) return null;
    // 'The flexibility to quickly adapt …' among a Turkish page's duties: the page's English copy, not its list.
    if ((language === 'hr' || language === 'tr') && detectLanguage(text) === 'en') return null;
    if (language === 'hr' || language === 'tr') return { kind: itemKindHrTr(language, text, kind), text };
    if (language === 'he') return { kind: isPlusHe(text) ? 'nice_to_have' : kind, text };
    if (language === 'th') return { kind, text };
    if (language === 'id') {
      const asked = withoutPersonRuleId(text);
      return asked === null ? null : { kind: itemKindId(asked, kind), text: asked };
    }
    if (PLUS.test(text)) return { kind: 'nice_to_have', text };
    if (kind === 'nice_to_have' && namesSpokenLanguage(text)) return { kind: 'requirements', text };
    if (language === 'fi' && isFinnishProseAfterList(text, raw)) return null;
    const asksOfThePerson =
      language === 'sv'
        ? SWEDISH_PERSON_WORDING
        : language === 'cs' || language === 'sk'
          ? CZECH_SLOVAK_PERSON_WORDING
          : language === 'fi'
            ? FINNISH_PERSON_WORDING
            : language === 'pl'
              ? POLISH_PERSON_WORDING
              : REQUIREMENT_WORDING;
    if (kind === 'responsibilities' && asksOfThePerson.test(text)) return { kind: 'requirements', text };
    return { kind, text };
  }
  const isUnderTitle = sectionKind === 'title' || sectionKind === 'other';
  const isProse = isUnderTitle || sectionKind === 'description';
  const proseRequirement = PROSE_REQUIREMENT[language];
  if (proseRequirement && isProse && text.split(/\s+/).length <= MAX_PROSE_REQUIREMENT_WORDS) {
    if (PLUS.test(text)) return { kind: 'nice_to_have', text };
    if (proseRequirement.test(text)) return { kind: 'requirements', text };
    if (language === 'fi' && FINNISH_DUTY_WORDING.test(text)) return { kind: 'responsibilities', text };
  }
  const told = isProse ? (holderDuty(text, heading) ?? (language === 'nl' ? readerDuty(text) : null)) : null;
  if (told) return { kind: 'responsibilities', text: told };
  const isSentence = text.split(/\s+/).length >= 12;
  if (language === 'pt' && isUnderTitle && !isSentence && PORTUGUESE_INFINITIVE_LINE.test(text))
    return { kind: 'responsibilities', text };
  return null;
}
