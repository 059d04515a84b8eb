// Cues of work conditions in Japanese job ads, read by work-requirements.ts beside its own cues of each condition.
// Japanese writes no spaces, so no cue leans on a word boundary; none uses a Unicode property either (some of the
// patterns they join are not Unicode-aware).

/** '勤務地：東京都品川区…', '就業場所：…': the place, after its label (a label alone heads the line below it). */
export const JAPANESE_LOCATION_LABEL = String.raw`^(?:勤務地|勤務場所|就業場所|勤務先)\s*[:：]`;

// '東京都品川区', '大阪府大阪市北区', '横浜市': the prefecture and the city or ward of an address, before its street.
const PREFECTURE_AND_CITY = /^(?:\S{2,3}[都道府県])?\S{1,6}?[市区町村](?:\S{1,6}?区)?/u;

/** The town of a Japanese '勤務地：' row ('〒141-0021 東京都品川区上大崎2-13-17' → '東京都品川区'); null for any other text. */
export function japanesePlace(text: string): string | null {
  const value = new RegExp(`${JAPANESE_LOCATION_LABEL}(.+)$`, 'u').exec(text)?.[1];
  if (!value) return null;
  const address = value.replace(/〒\s*\d{3}[-－]\d{4}/u, '').trim();
  return PREFECTURE_AND_CITY.exec(address)?.[0] ?? null;
}

/**
 * '9:00〜18:00' (the wave dash: an English page's '9:00-17:00' is left to the English cues), '実働8時間', '週休2日', '水〜金', 'シフト制', '残業あり' (overtime), a '勤務時間：' or '勤務曜日：' row: the
 * hours and days of the work.
 */
export const JAPANESE_HOURS = String.raw`^(?:勤務時間|就業時間|勤務曜日|勤務日)\s*[:：]|\d{1,2}[:：]\d{2}\s*[〜~～]\s*\d{1,2}[:：]\d{2}|実働\s*\d|週休\s*\d|[月火水木金土日]\s*[〜~～]\s*[月火水木金土日](?![曜])|[月火水木金土日]曜|シフト制|残業あり|(?:1|１)日\s*\d+\s*時間`;

/** '夜勤あり', '休日出勤', '土日祝に勤務できる方': work at night, on days off or at weekends (not '土日祝休み', days off). */
export const JAPANESE_OUT_OF_HOURS = String.raw`夜勤|休日出勤|土日(?:祝(?:日)?)?(?:に|も|の)?(?:勤務|出勤|働け|お仕事)`;

/**
 * '業務委託' (a contractor's basis), 'アルバイト', 'パート', '正社員', '契約社員', '派遣社員', and a '雇用形態：' row: the
 * engagement. Not 'パートナー' (a partner), nor a benefit for regular staff ('正社員勤続3年以上', '正社員登用あり'), nor
 * the name of the employer's rules for such staff ('特定有期雇用職員就業規則').
 */
export const JAPANESE_CONTRACT = String.raw`^(?:雇用形態|勤務形態|契約形態|就業形態|契約期間|雇用期間)\s*[:：]|業務委託|アルバイト|パート(?!ナー)|正社員(?!勤続|登用|への)|契約社員|派遣社員|嘱託社員|(?:有期|無期)雇用(?![^、。\s]{0,8}(?:規則|規程))`;

/** The labels of the engagement's row, over its value ('勤務形態' / '業務委託'). */
export const JAPANESE_CONTRACT_LABEL = String.raw`^(?:雇用形態|勤務形態|契約形態|就業形態)\s*[:：]?$`;

/**
 * '月1〜3回 水〜金にお仕事できる方', '週3日以上勤務できる方', '長期間お仕事が続けられる方': when and how long the person
 * can work, told as the person sought ('…方').
 */
export const JAPANESE_AVAILABILITY = String.raw`(?:[月週]\s*\d+(?:\s*[〜~～]\s*\d+)?\s*(?:回|日)|長期(?:間)?)[^。]*(?:できる|可能な|続けられる|働ける)方`;

/** '携帯電話をお持ちの方', 'パソコンを持っている方', '自転車をお持ちの方': what the person brings. */
export const JAPANESE_EQUIPMENT = String.raw`(?:携帯電話|スマートフォン|スマホ|パソコン|ＰＣ|PC|自転車|原付|バイク|自家用車|車)(?:を|が)?(?:お持ち|所有|持っている)`;

/** '普通自動車運転免許', '普通自動車第一種運転免許': a driving licence. */
export const JAPANESE_LICENCE = String.raw`運転免許`;

/**
 * '…通算して10年を超えることはできません。', '…を超えて行うことはできません。': a sentence of what cannot be done (the law's cap
 * on renewing a fixed-term contract, an age limit), a note on the contract, not the engagement.
 */
export const JAPANESE_LIMIT = /こと(?:は|が)(?:でき|出来)(?:ません|ない)[。．]?$/u;

/** '休日 : 土・日曜日、祝日', '…１２月２９日〜１月３日は休日': the days off, not the hours of the work. */
export const JAPANESE_DAYS_OFF = /^休日\s*[:：]|は休日[。．]?$/u;
