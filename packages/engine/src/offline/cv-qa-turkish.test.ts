import { describe, expect, it } from 'vitest';
import { cvLanguage } from './cv-language.ts';
import { turkishFirstPerson } from './cv-phrases/tr-first-person.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// A made-up Turkish Word CV of round 30's kind: each post as 'Employer, Town' over 'Title YEAR-YEAR' (or '– Halen')
// over a sentence told in the third person, each section oldest first; the studies as 'University | Department YEAR'.
// Before, no post was read, the departments were 'courses', and the CV was asked in English.
const turkishCv = [
  'Zeynep YILMAZ',
  'zeynep.yilmaz@posta.com',
  '## EĞİTİM',
  'Ege Üniversitesi | Tarih Bölümü 2010',
  'Anadolu Üniversitesi | Pedagojik Formasyon Programı 2013',
  '## ÖĞRETMENLİK DENEYİMİ',
  'Defne Koleji, İzmir',
  'Tarih Öğretmeni 2011-2014',
  '9. ve 10. sınıf öğrencilerine Tarih dersleri verdi, ders planlarını hazırladı.',
  'Marmara Dershanesi, Bursa',
  'Tarih Öğretmeni - Bölüm Başkanı 2014 – Halen',
  '11. ve 12. sınıf öğrencilerine Tarih dersleri veriyor, zümre toplantılarını yürütüyor.',
  '## İLGİLİ DENEYİM',
  'Kent Tarihi Derneği, İzmir',
  'Gönüllü Rehber 2008-2010',
  'Müze gezilerinde ziyaretçilere rehberlik yaptı.',
].join('\n\n');

describe('Turkish CVs told in the third person (issue 13, round 30 kind)', () => {
  it('is read as Turkish, its capital dotted İ and dotless ı included', () => {
    expect(cvLanguage(turkishCv)).toBe('tr');
    expect(
      cvLanguage(
        ['## DİLLER', 'İngilizce – iyi düzeyde okuma ve yazma', '## EĞİTİM', 'Ege Üniversitesi'].join('\n\n'),
      ),
    ).toBe('tr');
  });

  it("reads 'Employer, Town' over 'Title YEARS' rows as posts, newest first, and departments as studies", () => {
    const profile = readCvProfile(turkishCv);
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start, role.isCurrent])).toEqual([
      ['Tarih Öğretmeni - Bölüm Başkanı', 'Marmara Dershanesi', '2014', true],
      ['Tarih Öğretmeni', 'Defne Koleji', '2011', false],
      ['Gönüllü Rehber', 'Kent Tarihi Derneği', '2008', false],
    ]);
    expect(profile.roles[1]?.details).toEqual([
      '9. ve 10. sınıf öğrencilerine Tarih dersleri verdi, ders planlarını hazırladı.',
    ]);
    expect(profile.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['Tarih Bölümü', 'Ege Üniversitesi'],
      ['Pedagojik Formasyon Programı', 'Anadolu Üniversitesi'],
    ]);
  });

  it('asks in Turkish and answers in the first person from the CV lines', () => {
    const qa = generateCvQa({ cvMarkdown: turkishCv, readOn: new Date('2026-09-01') });
    const about = qa.qa_pairs[0];
    expect(about?.question).toBe('Kendinizden bahseder misiniz?');
    expect(about?.answer).toBe(
      'Marmara Dershanesi bünyesinde Tarih Öğretmeni - Bölüm Başkanı olarak çalışıyorum (2014 – halen). Eğitimim: Ege Üniversitesi, Tarih Bölümü (2010).',
    );
    const answers = qa.qa_pairs.map((pair) => pair.answer).join(' ');
    expect(answers).toContain(
      '11. ve 12. sınıf öğrencilerine Tarih dersleri veriyorum, zümre toplantılarını yürütüyorum.',
    );
    expect(answers).toContain(
      '9. ve 10. sınıf öğrencilerine Tarih dersleri verdim, ders planlarını hazırladım.',
    );
    expect(answers).not.toMatch(/\bI (?:worked|studied)\b|courses/);
    expect(qa.qa_admin_pairs.map((pair) => pair.question)).toContain(
      'Özgeçmişinizde şu eğitim yer alıyor: Ege Üniversitesi, Tarih Bölümü (2010). Derecenizi, okulunuzu ve mezuniyet yılınızı (ya da beklenen mezuniyet yılınızı) teyit edebilir misiniz?',
    );
    expect(qa.qa_admin_pairs.map((pair) => pair.title)).not.toContain('İş geçmişi');
  });

  it('tells third-person verbs in the first person, never a passive or a noun', () => {
    expect(turkishFirstPerson('Yayın kurulunda görev aldı ve dergiyi düzenledi.', false)).toBe(
      'Yayın kurulunda görev aldım ve dergiyi düzenledim.',
    );
    expect(turkishFirstPerson('Haftada iki saat ders veriyor.', false)).toBe(
      'Haftada iki saat ders veriyordum.',
    );
    expect(turkishFirstPerson('Kulübün etkinlikleri düzenlendi.', true)).toBe(
      'Kulübün etkinlikleri düzenlendi.',
    );
    expect(turkishFirstPerson('Yeni bir platform geliştirilmektedir.', true)).toBe(
      'Yeni bir platform geliştirilmektedir.',
    );
    expect(turkishFirstPerson('Projenin sorumluluğunu üstlendi.', true)).toBe(
      'Projenin sorumluluğunu üstlendim.',
    );
    expect(turkishFirstPerson('Dil ve Anlatım, Türk Edebiyatı.', true)).toBe(
      'Dil ve Anlatım, Türk Edebiyatı.',
    );
  });
});
