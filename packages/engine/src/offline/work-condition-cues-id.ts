import type { LanguageCues } from './work-condition-cues.ts';

// Cues of work conditions in Indonesian postings, joined to each topic's own cues (work-requirements.ts): the place
// ('Bersedia untuk penempatan di Pluit, Jakarta Utara', 'Domisili Jogja', 'Lokasi: Bandung'), overtime and hours
// ('Bersedia lembur', 'Senin - Jumat'), the contract ('Karyawan kontrak', 'PKWT'), travel ('perjalanan dinas'), a
// phone or vehicle of one's own and a driving licence. Some topics' patterns are not Unicode-aware, so a word's edges
// are told by the letters themselves.
const START = '(?<![a-z])';
const END = '(?![a-z])';

// 'penempatan di X', 'Penempatan Kerja di X', 'ditempatkan di X', 'Domisili X', 'Lokasi kerja: X'.
const PLACE_LEAD = String.raw`(?:penempatan(?: kerja)?(?: di)?|ditempatkan di|berdomisili(?: di)?|domisili(?: di)?|lokasi(?: kerja| penempatan)?\s*[:·–-])`;

export const INDONESIAN_CUES: LanguageCues = {
  location: `${START}${PLACE_LEAD}\\s+[a-z]`,
  // 'Bersedia lembur', 'Bersedia bekerja shift', 'Jam kerja 08.00 - 17.00', 'Senin - Jumat', 'Senin s.d. Sabtu'.
  hours: [
    `${START}(?:lembur|jam kerja|hari kerja|bekerja (?:secara )?shift(?:ing)?)${END}`,
    `${START}senin\\s*(?:-|–|s\\.?\\s?d\\.?|sampai|hingga)\\s*(?:jumat|jum'at|sabtu)${END}`,
  ].join('|'),
  // 'Karyawan tetap', 'Status kontrak 1 tahun', 'PKWT', 'Paruh waktu', 'Penuh waktu', 'Magang'.
  contract: `${START}(?:karyawan (?:tetap|kontrak)|status (?:kontrak|karyawan tetap)|kontrak kerja|pkwtt?|paruh waktu|penuh waktu|pekerja lepas|magang)${END}`,
  // 'Bersedia melakukan perjalanan dinas', 'dinas luar kota'.
  travel: `${START}(?:perjalanan dinas|dinas (?:ke )?luar kota)${END}`,
  // 'Wajib memiliki smartphone', 'Memiliki kendaraan sendiri', 'memiliki laptop'.
  equipment: `${START}memiliki (?:smartphone|laptop|kendaraan|sepeda motor|motor)${END}`,
  // 'Memiliki SIM A/C'.
  licence: `${START}memiliki sim${END}`,
};

/** The place an Indonesian line names ('Bersedia untuk penempatan di pluit, Jakarta Utara': 'Pluit, Jakarta Utara'). */
export function indonesianPlace(text: string): string | null {
  const place = new RegExp(`${START}${PLACE_LEAD}\\s+(?:sekitar\\s+)?([^.;:()]{2,60})$`, 'iu')
    .exec(text)?.[1]
    ?.trim();
  return place ? place.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()) : null;
}
