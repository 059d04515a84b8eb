import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { fromCapitals, headingKind } from './cv-vocabulary.ts';

// A made-up Turkish CV of the kind round 24 showed: Turkish headings in capitals (whose 'İ' lower-cases to 'i' and a
// combining dot), months, open ends, titles and a grade line the reader did not know, so the headings were read as
// employers and the grade as the degree. Since round 30 a Turkish CV is asked in Turkish (cv-qa-turkish.test.ts).

describe('Turkish CVs', () => {
  it('knows Turkish section headings by their section, in capitals too', () => {
    expect(
      ['HAKKIMDA', 'İŞ DENEYİMİ', 'Deneyim', 'EĞİTİM', 'TEKNİK YETENEKLER', 'Beceriler', 'PROJELER'].map(
        headingKind,
      ),
    ).toEqual(['summary', 'experience', 'experience', 'education', 'skills', 'skills', 'projects']);
    expect(['SERTİFİKALAR', 'DİLLER', 'Referanslar', 'İLETİŞİM'].map(headingKind)).toEqual([
      'certifications',
      'other',
      'other',
      'other',
    ]);
  });

  it('spells a name in capitals with the dotted capital I as it is written', () => {
    expect(fromCapitals('ANKARA ÜNİVERSİTESİ')).toBe('Ankara Üniversitesi');
  });

  it('reads Turkish titles, months and open ends, and no grade as a degree', () => {
    const cv = [
      '# Elif Kaya',
      'elif.kaya@posta.com | +90 532 000 1122',
      '## DENEYİM',
      'VERİ ANALİSTİ STAJYERİ · Haz 2023 - Eylül 2023',
      '### Kuzey Lojistik A.Ş., İzmir',
      '- Satış raporları Power BI ile hazırlandı.',
      'Yazılım Kulübü Başkanı · Ekim 2023 - Devam Ediyor',
      '### Ege Üniversitesi',
      '- Kulübün atölyeleri ve etkinlikleri yürütüldü.',
      '## EĞİTİM',
      'Ege Üniversitesi · İzmir, Türkiye',
      'İstatistik, Lisans · Eylül 2021 – Haz 2025',
      'Genel Not Ortalaması: 3.40 / 4.00',
      'Karşıyaka Anadolu Lisesi · İzmir',
      'Diploma Notu: 88 / 100',
    ].join('\n\n');
    const profile = readCvProfile(cv);
    expect(profile.roles.map((role) => [role.title, role.organisation, role.start])).toEqual([
      ['Yazılım Kulübü Başkanı', 'Ege Üniversitesi', 'Ekim 2023'],
      ['Veri Analisti Stajyeri', 'Kuzey Lojistik A.Ş.', 'Haz 2023'],
    ]);
    expect(profile.roles[0]?.isCurrent).toBe(true);
    expect(profile.education.map((entry) => [entry.degree, entry.institution])).toEqual([
      ['Lisans', 'Ege Üniversitesi'],
    ]);
  });

  it('answers in Turkish, a Turkish summary in the first person quoted as it is', () => {
    const cv = [
      '# Elif Kaya',
      '## HAKKIMDA',
      'İstatistik öğrencisi olarak veri analizi ve görselleştirme alanında çalışıyorum.',
      '## DENEYİM',
      'Veri Analisti Stajyeri · Haz 2023 - Eylül 2023',
      '### Kuzey Lojistik A.Ş., İzmir',
      '- Satış raporları Power BI ile hazırlandı.',
      '## EĞİTİM',
      'İstatistik, Lisans · Ege Üniversitesi · 2025',
    ].join('\n\n');
    const about = generateCvQa({ cvMarkdown: cv }).qa_pairs.find(
      (pair) => pair.question === 'Kendinizden bahseder misiniz?',
    );
    expect(about?.answer).toMatch(
      /^İstatistik öğrencisi olarak .* çalışıyorum\. Kuzey Lojistik A\.Ş\. bünyesinde Veri Analisti Stajyeri olarak çalıştım/,
    );
  });
});
