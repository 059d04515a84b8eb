import type { CvSectionKind } from './cv-vocabulary.ts';

/**
 * Section headings of Turkish CVs ('Deneyim', 'İş Deneyimi', 'Öğretmenlik Deneyimi', 'Diğer Görevler', 'Eğitim', 'Projeler', 'Yetenekler', 'Diller'), beside the
 * common ones cv-vocabulary.ts knows: a heading is never an employer, a school or a degree, and the lines under it are
 * read as its section's. Matched on the lower-cased heading, where a capital dotless I comes out as 'i' ('HAKKIMDA' →
 * 'hakkimda'), so 'ı' is either.
 */
export const TURKISH_HEADINGS: [CvSectionKind, RegExp][] = [
  [
    'summary',
    /^(?:(?:kişisel |profesyonel )?özet|hakk[ıi]mda|kariyer (?:hedefi|hedeflerim)|hedef(?:im)?|ön yaz[ıi])$/,
  ],
  [
    'experience',
    /^(?:(?:iş|mesleki|profesyonel|staj|çal[ıi]şma|öğretmenlik|akademik|ilgili|gönüllü(?:lük)?|diğer) )?(?:deneyim(?:i|ler|leri)?|tecrübe(?:si|ler|leri)?)$|^(?:iş|çal[ıi]şma) geçmişi$|^stajlar$|^staj (?:bilgileri|deneyimleri)$|^(?:diğer |ek )?görevler$/,
  ],
  ['education', /^(?:eğitim|öğrenim)(?: (?:bilgileri|durumu|geçmişi))?$|^akademik (?:geçmiş|bilgiler)$/],
  [
    'skills',
    /^(?:(?:teknik|bilgisayar|kişisel|temel) )?(?:yetenek(?:ler|leri)|beceri(?:ler|leri)|yetkinlik(?:ler|leri))$|^teknik bilgiler$|^uzmanl[ıi]k alanlar[ıi]$/,
  ],
  ['projects', /^(?:(?:kişisel|akademik|seçilmiş) )?projeler(?:im)?$/],
  ['certifications', /^sertifikalar(?:[ıi]m)?(?: ve (?:kurslar|eğitimler|belgeler))?$|^belgeler$/],
  [
    'coursework',
    /^(?:kurslar|eğitimler|seminerler)(?: ve (?:seminerler|sertifikalar))?$|^(?:ilgili|al[ıi]nan) dersler$/,
  ],
  ['publications', /^(?:yay[ıi]nlar(?:[ıi]m)?|araşt[ıi]rmalar)(?: ve (?:araşt[ıi]rmalar|yay[ıi]nlar))?$/],
  [
    'other',
    /^(?:(?:yabanc[ıi] )?diller|dil (?:bilgisi|becerileri)|referanslar|iletişim(?: bilgileri)?|kişisel bilgiler|hobiler(?: ve ilgi alanlar[ıi])?|ilgi alanlar[ıi]|ödüller(?: ve başar[ıi]lar)?|başar[ıi]lar)$/,
  ],
];
