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
  // 'Başvuru', 'Nasıl başvurulur', 'Başvuru süreci': how to apply.
  process: /^(?:basvuru(?: sureci| icin)?|nasıl basvurulur|nasil basvurulur|iletisim)$/,
  // 'Yan Haklar', 'Sunduklarımız', 'Neler sunuyoruz', 'Olanaklar': the offer, never asked.
  benefits:
    /^(?:yan haklar|sunduklar[ıi]m[ıi]z|neler sunuyoruz|size sunduklar[ıi]m[ıi]z|olanaklar|imkanlar|avantajlar)$/,
  // 'Genel Sorumluluklar', 'Görev ve Sorumluluklar', 'İş Tanımı', 'Görevler', a daily, weekly or monthly routine
  // ('Günlük rutini', 'Haftalık rutin'): the work.
  responsibilities:
    /^(?:(?:genel |temel )?sorumluluklar|(?:gorev|gorevler) ve sorumluluklar|is tan[ıi]m[ıi]|gorevler|neler yapacaks[ıi]n(?:[ıi]z)?|(?:gunluk|haftal[ıi]k|ayl[ıi]k) rutin(?:i|ler|imiz)?|pozisyonun sorumluluklar[ıi])$/,
  // 'Aranan Nitelikler', 'Gereksinimler', 'Nitelikler', 'Beklentilerimiz', 'Aradığımız özellikler': what the person
  // must have.
  requirements:
    /^(?:(?:aranan |genel |gerekli )?nitelikler|gereksinimler|beklentilerimiz|aranan (?:ozellikler|yetkinlikler)|arad[ıi]g[ıi]m[ıi]z (?:ozellikler|nitelikler|kisi)|yetkinlikler|kimi ar[ıi]yoruz)$/,
  // 'Çalışma şekli', 'Lokasyon', 'Çalışma saatleri': the terms of the post.
  terms: /^(?:cal[ıi]sma (?:sekli|modeli|saatleri|yeri)|lokasyon|konum|is yeri)$/,
  // 'Hakkımızda', 'Biz kimiz', 'Şirket hakkında': the employer.
  about: /^(?:hakk[ıi]m[ıi]zda|biz kimiz|sirket hakk[ıi]nda)$/,
};
