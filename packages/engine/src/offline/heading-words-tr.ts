import type { SectionKind } from './sections.ts';

/**
 * Section headings of Turkish postings, by the kind of section they head, read beside the other languages' vocabulary
 * (lower case, accents removed: 'Aranan Nitelikler' is 'aranan nitelikler', 'Günlük rutini' 'gunluk rutini'; the dotless
 * 'ı' stays, so both 'ı' and 'i' are matched): 'Genel Sorumluluklar', 'İş Tanımı', 'Aranan Nitelikler',
 * 'Gereksinimler', 'Yan Haklar'.
 */
export const TURKISH_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Tercih sebebi', 'Tercihen', 'Artı olarak': what would help.
  nice_to_have: /^(?:tercih (?:sebebi|nedeni)(?: olan(?:lar)?)?|tercihen|artı olarak|arti olarak)$/,
  // 'Başvuru', 'Nasıl başvurulur', 'Başvuru süreci', 'Süreç Bilgileri', 'Seçme süreci': how to apply and how the
  // applicants are chosen.
  process:
    /^(?:basvuru(?: sureci| icin)?|nasıl basvurulur|nasil basvurulur|iletisim|surec bilgileri|(?:secme|secim|degerlendirme|ise al[ıi]m) sureci)$/,
  // 'Yan Haklar', 'Sunduklarımız', 'Neler sunuyoruz', 'Olanaklar', 'Ücret ve Sosyal İmkanlar': the offer, never asked.
  benefits:
    /^(?:yan haklar|sunduklar[ıi]m[ıi]z|neler sunuyoruz|size sunduklar[ıi]m[ıi]z|olanaklar|imkanlar|avantajlar|(?:ucret ve )?(?:sosyal|yan) (?:haklar|imkanlar|olanaklar)|ucret(?: ve (?:yan haklar|haklar|imkanlar|olanaklar))?)$/,
  // 'Genel Sorumluluklar', 'Görev ve Sorumluluklar', 'İş Tanımı', 'Görevler', a daily, weekly or monthly routine
  // ('Günlük rutini', 'Haftalık rutin'): the work.
  responsibilities:
    /^(?:(?:genel |temel )?sorumluluklar|(?:gorev|gorevler) ve sorumluluklar|is tan[ıi]m[ıi]|gorevler|neler yapacaks[ıi]n(?:[ıi]z)?|(?:gunluk|haftal[ıi]k|ayl[ıi]k) rutin(?:i|ler|imiz)?|pozisyonun sorumluluklar[ıi])$/,
  // 'Aranan Nitelikler', 'Gereksinimler', 'Nitelikler', 'Teknik Nitelikler', 'Beklentilerimiz', 'Aradığımız
  // özellikler', a condition by its subject ('Yabancı Dil Şartı', 'Sağlık Şartı', 'Eğitim Koşulları'): what the person
  // must have.
  requirements:
    /^(?:(?!cal[ıi]sma )(?:[a-zıi]+ ){0,2}(?:sart[ıi]|sartlar[ıi]|kosulu|kosullar[ıi])|(?:aranan |genel |gerekli |teknik |mesleki |kisisel )?nitelikler|gereksinimler|beklentilerimiz|aranan (?:ozellikler|yetkinlikler)|arad[ıi]g[ıi]m[ıi]z (?:ozellikler|nitelikler|kisi)|yetkinlikler|kimi ar[ıi]yoruz)$/,
  // 'Çalışma şekli', 'Lokasyon', 'Çalışma saatleri', 'Çalışma koşulları': the terms of the post.
  terms: /^(?:cal[ıi]sma (?:sekli|modeli|saatleri|yeri|kosullar[ıi]|sartlar[ıi])|lokasyon|konum|is yeri)$/,
  // 'Hakkımızda', 'Biz kimiz', 'Şirket hakkında': the employer.
  about: /^(?:hakk[ıi]m[ıi]zda|biz kimiz|sirket hakk[ıi]nda)$/,
};
