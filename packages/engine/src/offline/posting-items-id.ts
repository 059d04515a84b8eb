// Indonesian posting lines, asked in English quoting the line whole as a Polish or Russian posting's are: what a line
// asks (a plus), what is never asked (the employer's own voice, how to apply, a rule on the person's sex, age or looks)
// and the part of a line that is such a rule ('Pendidikan minimal S1, dengan usia maksimal 28 tahun'). '\b' is ASCII
// only, so every word here ends where no letter follows.

const END = String.raw`(?!\p{L})`;

// 'Kami menawarkan …', 'Perusahaan kami …', 'Tim kami …': the employer speaking of itself. Not 'Kami mencari …' with
// whom it seeks (SOUGHT_PERSON_ID).
export const EMPLOYER_VOICE_ID = new RegExp(
  String.raw`^(?:kami (?!mencari|membutuhkan|sedang mencari)\p{L}+|perusahaan kami|tim kami|bersama kami)${END}`,
  'iu',
);

// 'Kami mencari seorang staf yang teliti dan …': whom the employer seeks, with its relative clause.
export const SOUGHT_PERSON_ID =
  /^(?:kami )?(?:sedang )?(?:mencari|membutuhkan)\s+((?:seorang\s)?[^,.]{3,80}?\syang\s.{8,})$/iu;

// 'Diutamakan memahami CMS WordPress', 'Lebih disukai …', 'Nilai plus: …': a plus when its first clause says so. A
// requirement going on to a plus ('Pengalaman minimal 3 tahun di bidang pajak, lebih disukai jika …', '… bisa
// berbahasa Mandarin menjadi nilai lebih') stays a requirement: its first clause is what is asked.
const PLUS = new RegExp(
  String.raw`(?<!\p{L})(?:diutamakan|lebih (?:disukai|diutamakan)|(?:menjadi |merupakan |sebagai )?nilai (?:lebih|tambah|plus))${END}`,
  'iu',
);
const isPlusId = (text: string): boolean => PLUS.test(text.split(',')[0] ?? '');

// 'Memahami alur administrasi …', 'Mengerti peraturan pajak', 'Menguasai Microsoft Excel', 'Mengetahui …': what the
// person must know, a knowledge asked as one, not a task done, wherever it is listed.
const KNOWS = new RegExp(
  String.raw`^(?:(?:mampu|dapat|bisa|harus)\s+)?(?:memahami|mengerti|menguasai|mengetahui|paham|memiliki pengetahuan|berpengetahuan)${END}`,
  'iu',
);

type ListKind = 'responsibilities' | 'requirements' | 'nice_to_have' | 'description';

/** What a line under an Indonesian list heading asks, by its own wording; the list's kind when it does not say. */
export function itemKindId(text: string, listed: ListKind): ListKind {
  if (isPlusId(text)) return 'nice_to_have';
  if (listed === 'responsibilities' && KNOWS.test(text)) return 'requirements';
  return listed;
}

// 'Bila berminat silahkan kirim CV …', 'Kirim lamaran ke …', 'Apply Disini', 'atau kirim melalui email kami di …',
// 'Lamaran dapat dikirim …': how to apply. 'Subject : …', 'Contoh : …': the form of the application e-mail.
const HOW_TO_APPLY = new RegExp(
  String.raw`^(?:(?:bila|jika|apabila) (?:anda )?berminat|(?:silahkan|silakan|segera) (?:kirim|kirimkan|daftar|lamar)|(?:atau )?kirim(?:kan)? (?:cv|lamaran|surat|melalui|via|ke)|lamaran (?:dapat|bisa|harap) dikirim|apply disini|daftar (?:sekarang|disini|di sini)|subject|subjek|contoh)${END}`,
  'iu',
);

const SEX = String.raw`(?:pria|wanita|laki-laki|laki laki|perempuan)`;
// 'Pria / Wanita', 'Perempuan/Laki-laki', 'Pria, …': the sex the ad asks, at a line's opening.
const SEX_AT_START = new RegExp(
  String.raw`^${SEX}(?:\s*(?:\/|&|,|dan|atau)\s*${SEX})*${END}[\s,;:.-]*`,
  'iu',
);
// ', dengan usia maksimal 28 tahun', 'usia 21-40 tahun', 'berusia max 30 tahun': the age the ad asks, to the clause's end.
const AGE_CLAUSE = new RegExp(String.raw`[,;]?\s*(?:dengan\s+)?(?:usia|berusia|umur)${END}[^,;]*`, 'iu');
// 'min. 20 tahun max. 30 tahun', '18-25 tahun': a clause of nothing but an age range.
const AGE_RANGE_ALONE =
  /^(?:(?:min(?:imal|\.)?|maks(?:imal|\.)?|max\.?)\s*\d{2}\s*(?:tahun)?\s*)+$|^\d{2}\s*(?:-|–|s\.?d\.?|sampai)\s*\d{2}\s*tahun$/iu;
// 'Berpenampilan menarik', 'Tidak bertato', 'Tinggi badan min. 160 cm', 'Belum menikah': a rule on the person's looks,
// build or marriage.
const LOOKS = new RegExp(
  String.raw`(?<!\p{L})(?:berpenampilan|penampilan (?:menarik|rapi)|tidak (?:bertato|bertindik|berkacamata|cacat)|tinggi badan|berat badan|belum menikah|status (?:belum )?menikah)${END}`,
  'iu',
);

/** An Indonesian line never asked: how to apply, a rule on the person's looks. */
export function isNeverAskedId(text: string): boolean {
  return HOW_TO_APPLY.test(text) || LOOKS.test(text);
}

/**
 * An Indonesian requirement without its rule on the person's sex or age ('Perempuan/Laki-laki minimal pendidikan S1'
 * asked as 'minimal pendidikan S1'); null when the line asks nothing else ('Pria / Wanita', 'Pria, usia 21-40 tahun').
 */
export function withoutPersonRuleId(text: string): string | null {
  const rest = text.replace(SEX_AT_START, '').replace(AGE_CLAUSE, '').trim();
  if (!rest || AGE_RANGE_ALONE.test(rest)) return null;
  return rest === text ? text : rest.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}
