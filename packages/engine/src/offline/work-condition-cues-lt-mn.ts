import type { LanguageCues } from './work-condition-cues.ts';

// Cues of work conditions in Lithuanian and Mongolian postings, joined to each topic's own cues (work-requirements.ts).
// Some topics' patterns are not Unicode-aware ('\p{L}' would not parse), so a word's edges are told by the letters
// themselves.
const LT = 'a-ząčęėįšųūž';
const LT_START = `(?<![${LT}])`;
const MN = 'а-яёөү';
const MN_START = `(?<![${MN}])`;

// 'Байршил: Улаанбаатар хот, …', 'Ажлын байршил - …': a Mongolian place row.
const PLACE_LABEL_MN = '^(?:ажлын )?байршил';

export const LITHUANIAN_CUES: LanguageCues = {
  // 'Vairuotojo pažymėjimas (B kategorija)', 'vairavimo teisės'.
  licence: `${LT_START}(?:vairuotojo pažymėjim|vairavimo teis)`,
  // 'Darbas Švedijoje', 'darbas užsienyje', 'Nemokama kelionė į Norvegiją': the work is done in another country, the
  // journey there part of the terms.
  travel: `${LT_START}(?:darb[${LT}]* (?:[${LT}]+ )?(?:užsienyje|[${LT}]+ijoje)|kelion[${LT}]* (?:į|iki) [${LT}]+iją|(?:darbas|dirbti) užsienyje)(?![${LT}])`,
  // '230 – 260 darbo valandų per mėnesį', '40 val. per savaitę', 'Darbo grafikas: …', 'Darbo laikas: …', 'pamaininis
  // darbas': the hours, the rota and the shifts.
  hours: `${LT_START}(?:darbo (?:grafik|laik)[${LT}]*\\s*:|valand[${LT}]* (?:per|į) (?:mėnesį|savaitę|dieną)|val\\. (?:per|į) (?:mėnesį|savaitę|dieną)|pamainin[${LT}]* darb|darbas pamainomis)`,
  // 'Pilnas darbo laikas', 'Nepilnas etatas', 'Darbo sutartis': the engagement.
  contract: `${LT_START}(?:(?:ne)?piln[${LT}]* (?:darbo (?:laik|dien)|etat)|darbo sutart)`,
};

export const MONGOLIAN_CUES: LanguageCues = {
  location: `${PLACE_LABEL_MN}\\s*[:\\-–·]`,
  // 'Жолооны үнэмлэхтэй', 'жолооны эрхтэй'.
  licence: `${MN_START}жолооны (?:үнэмлэх|эрх)`,
  // 'Ажлын цаг: 08:30-17:30', 'ээлжийн ажил', 'долоо хоногт 40 цаг'.
  hours: `${MN_START}(?:ажлын цаг\\s*[:\\d]|ээлжийн (?:ажил|хуваарь)|долоо хоногт \\d+ цаг)`,
};

/** 'Байршил' over the address: a row a long address may follow, all of it the place. */
export const PLACE_HEADING_MN = new RegExp(`${PLACE_LABEL_MN}$`, 'iu');
/** The place a Mongolian place row gives ('Байршил: Улаанбаатар хот, Баянзүрх дүүрэг'). */
export const PLACE_ROW_MN = new RegExp(`${PLACE_LABEL_MN}\\s*[:\\-–·]\\s*(.+)$`, 'iu');
