import type { LanguageCues } from './work-condition-cues.ts';

// Cues of work conditions in Turkish postings, joined to each topic's own cues (work-requirements.ts): a careers
// page's facts row ('Tam Zamanlı Deneyimli Remote': full time, experienced, remote) and the same words in a line
// ('Yarı zamanlı', 'Uzaktan çalışma', 'Hibrit'). Some topics' patterns are not Unicode-aware, so a word's edges are
// told by the letters themselves.
const LETTER = 'a-zçğıöşüâî';
const START = `(?<![${LETTER}])`;
const END = `(?![${LETTER}])`;
const TIME = String.raw`(?:tam|yar[ıi]) zamanl[ıi]`;

export const TURKISH_CUES: LanguageCues = {
  // 'Uzaktan çalışma', 'Tamamen uzaktan', 'Hibrit', 'Ofisten çalışma', and a facts row ending on 'Remote' after its
  // time ('Tam Zamanlı Deneyimli Remote').
  remote: `${START}(?:uzaktan (?:çalışma|calisma|çalışabilir)|tamamen uzaktan|hibrit|ofisten (?:çalışma|calisma)|${TIME}(?:\\s+[^\\s]+){0,2}\\s+remote$)${END}`,
  // 'Tam zamanlı', 'Yarı zamanlı', 'Sözleşmeli', 'Stajyer', 'Serbest (freelance)'.
  contract: `${START}(?:${TIME}|sözleşmeli|sozlesmeli|stajyer|serbest çalışan|proje bazlı)${END}`,
  // 'Haftada 40 saat', 'Hafta içi 09:00-18:00', 'Vardiyalı çalışma'.
  hours: `${START}(?:haftada \\d+ saat|vardiyal[ıi] (?:çalışma|calisma)|hafta içi \\d)`,
  // 'Seyahat engeli olmayan', 'Seyahat edebilecek'.
  travel: `${START}seyahat (?:engeli|edebil|zorunlulu)`,
  // Citizenship or a residence and work permit ('T.C. vatandaşı olmak', 'mavi kart sahibi olmak', 'Çalışma izni'):
  // the right to work, not experience.
  authorisation: `${START}(?:t\\.\\s?c\\.?\\s+vatanda[şs]|vatanda[şs](?:ı|i|l[ıi][ğg][ıi])|mavi kart|(?:çal[ıi]şma|calisma|oturma) izn)`,
  // Living where the post is based ('… üs olarak kabul edip orada ikamet etmek', 'İstanbul'da ikamet eden'), not a
  // residence certificate ('ikametgâh belgesi', a paper to hand in); moving there ('taşınmaya engeli olmayan').
  relocation: `${START}(?:ikamet(?!gah|gâh)|(?:taşınma|tasinma|yerleşme|yerlesme)(?:ya|ye) engel)`,
  // 'B sınıfı ehliyet', 'Sürücü belgesi'.
  licence: `${START}(?:ehliyet|sürücü belgesi|surucu belgesi)`,
};
