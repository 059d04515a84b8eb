import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { isEligibilityRecord } from './eligibility-lines.ts';
import { parseSections } from './sections.ts';

const generate = (markdown: string, position?: string) =>
  createOfflineEngine().generateJob({ jobSpecMarkdown: markdown, position: position ?? null });

describe('legal and eligibility conditions (round 33 kind)', () => {
  it('are told apart from requirements and duties in English, Turkish and the other languages read', () => {
    for (const line of [
      'No criminal record.',
      'Clean criminal record certificate.',
      'Born between 1985 and 2001.',
      'Military service completed or exempt.',
      'Must not have been dismissed from a previous employer for misconduct.',
      'No disciplinary action in the last five years.',
      'Medical certificate required before the start date.',
      'Adli sicil kaydı bulunmamak',
      'Sabıka kaydı olmamak',
      '01.01.1992 tarihinden sonra doğmuş olmak',
      'Askerlik hizmetini tamamlamış veya muaf olmak',
      'Herhangi bir disiplin cezası almamış olmak',
      'Önceki işyerlerinden fesih yoluyla ayrılmamış olmak',
      'Tam teşekküllü devlet hastanesinden sağlık kurulu raporu almak',
      'Carecer de antecedentes penales.',
      'Libreta militar definida.',
      'Extrait de casier judiciaire vierge.',
      'Erweitertes Führungszeugnis ohne Eintrag.',
      'Certificado de antecedentes criminais.',
      'Godimento dei diritti civili e assenza di condanne penali.',
      'In het bezit van een Verklaring Omtrent het Gedrag (VOG).',
    ])
      expect(isEligibilityRecord(line), line).toBe(true);
    for (const line of [
      'Handle disciplinary procedures and dismissals for the store teams.',
      'Prepare monthly health reports for the hospital board.',
      'Research criminal records for defence cases.',
      'Support military veterans moving into civilian careers.',
      'Hold a valid EASA instructor certificate.',
      'En az 3 yıl kabin amiri deneyimine sahip olmak',
      'Sağlık sektöründe satış deneyimi',
      'Experiencia en derecho penal y procesal.',
    ])
      expect(isEligibilityRecord(line), line).toBe(false);
  });

  it('are neither screening questions nor work conditions in an English posting; citizenship and living at the base are', async () => {
    const generation = await generate(
      [
        '# Line Maintenance Technician',
        '## Responsibilities',
        'Carry out scheduled inspections on narrow-body aircraft.',
        'Record defects and rectifications in the maintenance system.',
        '## Requirements',
        'Must be a US citizen.',
        'Born between 1980 and 2000.',
        'Must be aged 25–40.',
        'No criminal record.',
        'Military service completed.',
        'Must not have been dismissed from a previous employer.',
        'Medical certificate required.',
        'Willing to accept the assigned base and reside there.',
        'Valid EASA Part-66 B1 licence.',
        'English at ICAO level 4 or above.',
      ].join('\n'),
      'Line Maintenance Technician',
    );
    const asked = generation.jobSpecsQuestions.join('\n');
    expect(asked).toMatch(/Part-66/);
    expect(asked).toMatch(/ICAO/);
    expect(asked).not.toMatch(/citizen|born|aged|criminal|military|dismissed|medical|reside/i);
    expect(generation.jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
    const conditions = generation.jobSpecWorkRequirements
      .map((requirement) => requirement.question)
      .join('\n');
    expect(conditions).toMatch(/US citizen/);
    expect(conditions).toMatch(/reside there/);
    expect(conditions).not.toMatch(/criminal|military|dismissed|medical|born|aged/i);
  });

  it('are neither asked in a Turkish posting, whose offer and process headings are no requirements', async () => {
    const generation = await generate(
      [
        '# Kabin Eğitmeni',
        '## Genel Nitelikler',
        'T.C. vatandaşı olmak',
        '01.01.1990 tarihinden sonra doğmuş olmak',
        'Askerlik hizmetini tamamlamış veya muaf olmak',
        'Adli sicil kaydı bulunmamak',
        'Disiplinsizlik nedeniyle yazılı ceza almamış olmak',
        'Şirketin belirleyeceği şehri üs olarak kabul edip orada ikamet etmek',
        'En az 3 yıl kabin amiri deneyimine sahip olmak',
        'Geçerli kabin eğitmeni sertifikasına sahip olmak,',
        '## Sağlık Şartı',
        'Devlet hastanelerinden alınmış sağlık kurulu raporu',
        '## Yabancı Dil Şartı',
        'İngilizce dil yeterliliğine sahip olmak',
        '## Ücret ve Sosyal İmkanlar',
        'Aylık brüt ücret ve ikramiye ödemesi,',
        'Özel sağlık sigortası',
        '## Süreç Bilgileri',
        'Ön evrak kontrol aşamasını geçen adaylar mülakata çağrılacaktır.',
      ].join('\n'),
      'Kabin Eğitmeni',
    );
    const asked = generation.jobSpecsQuestions.join('\n');
    expect(asked).toMatch(/kabin amiri/);
    expect(asked).toMatch(/sertifikasına sahip olmak"/);
    expect(asked).toMatch(/İngilizce/);
    expect(asked).not.toMatch(
      /vatandaş|doğmuş|askerlik|adli sicil|disiplin|ikamet|hastane|Şartı|ücret|sigorta|evrak/i,
    );
    expect(generation.jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
    const conditions = generation.jobSpecWorkRequirements
      .map((requirement) => requirement.question)
      .join('\n');
    expect(conditions).toMatch(/T\.C\. vatandaşı/);
    expect(conditions).toMatch(/ikamet etmek/);
  });

  it('ask a Turkish minimum degree as a qualification, not as experience to prove', async () => {
    const generation = await generate(
      [
        '# Muhasebe Uzmanı',
        '## Aranan Nitelikler',
        'Üniversitelerin işletme veya iktisat bölümlerinden mezun olmak',
        'En az 3 yıl muhasebe deneyimine sahip olmak',
        'Logo veya Mikro programlarını iyi derecede bilen',
      ].join('\n'),
      'Muhasebe Uzmanı',
    );
    const degree = generation.jobSpecsQuestions.find((question) => /mezun olmak/.test(question));
    expect(degree).toMatch(/highest relevant qualification/);
  });

  it('keep a title-case heading out of the list line above it that ends on a comma', () => {
    const sections = parseSections(
      [
        '# Crane Operator',
        '## Requirements',
        'Hold a valid crane operator card,',
        '## Medical Fitness',
        'A fitness report from the occupational physician.',
      ].join('\n'),
    );
    const items = sections.flatMap((section) => section.items);
    expect(items).toContain('Hold a valid crane operator card,');
  });
});
