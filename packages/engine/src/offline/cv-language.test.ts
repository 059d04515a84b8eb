import { describe, expect, it } from 'vitest';
import { cvLanguage } from './cv-language.ts';
import { generateCvQa } from './cv-qa.ts';

// A made-up Spanish academic's CV: short Spanish entries, then a long list of articles titled in English.
const ENGLISH_ARTICLES = [
  'Rojas, M. & Vera, T. (2019) The role of the school in the making of the citizens of a town. Journal of Civic Studies.',
  'Vera, T. (2018) What is a fair wage? An analysis of the opinions of the workers of the region. Labour Review.',
  'Rojas, M. (2017) Trust and the state: a study of the voters of the south. Politics and Society.',
  'Vera, T. & Soto, P. (2016) The making of an elite: schools, families and the wealth of the capital. Elite Studies.',
  'Vera, T. (2015) On the measurement of the perception of inequality with a survey of the public. Survey Methods.',
];
const spanishCv = (heading: string, subheading = '') =>
  [
    'TERESA VERA',
    'EXPERIENCIA LABORAL',
    '2019 · Profesora asociada del Departamento de Historia, Universidad del Sur.',
    '2014 2018 · Investigadora en el centro de estudios sobre la desigualdad y la cohesión social.',
    '2010 2013 · Coordinadora de los proyectos de la fundación, con un equipo de seis personas.',
    'ESTUDIOS',
    '2005 2009 · Doctorado en Historia – Universidad del Norte.',
    heading,
    ...(subheading ? [subheading] : []),
    ...ENGLISH_ARTICLES,
    'IDIOMAS',
    'Inglés y alemán (avanzado).',
  ].join('\n\n');

describe('cvLanguage: a CV’s language from its own lines, not its lists of cited works', () => {
  it('reads a Spanish CV with English article titles as Spanish', () => {
    expect(cvLanguage(spanishCv('PUBLICACIONES'))).toBe('es');
    expect(
      cvLanguage(spanishCv('## Publicaciones', '### Articles in journals').replace(/^([A-Z ]+)$/gm, '## $1')),
    ).toBe('es');
    expect(cvLanguage(spanishCv('Bibliografía'))).toBe('es');
  });

  it('lets each line vote, so one long English title does not outweigh short Spanish lines', () => {
    const cv = spanishCv('PUBLICACIONES').replace(
      'ESTUDIOS',
      'ESTUDIOS\n\nThesis: The legitimacy of the rewards of the workers and the views of the public on it, with a survey.',
    );
    expect(cvLanguage(cv)).toBe('es');
  });

  it('keeps an English CV with Spanish publications English', () => {
    const cv = [
      'EXPERIENCE',
      '2019 · Associate professor at the Department of History, with a team of six.',
      '2014 2018 · Researcher on the study of inequality and the cohesion of the region.',
      'PUBLICATIONS',
      'Vera, T. (2018) ¿Qué es un salario justo? Un análisis de las opiniones de los trabajadores de la región.',
      'Vera, T. (2017) La confianza y el Estado: un estudio de los votantes del sur, por regiones y con encuestas.',
      'Vera, T. (2016) La formación de una élite: las escuelas, las familias y la riqueza de la capital del país.',
    ].join('\n\n');
    expect(cvLanguage(cv)).toBe('en');
  });

  it('reads a Turkish CV as Turkish, not as the language of a stray line (round 24; Turkish known since round 30)', () => {
    // A made-up Turkish CV: its contact line's 'com' (and a stray 'da') are Portuguese words too; before round 30 the
    // rest were words of no known language, and it was read as English.
    const cv = [
      '# Deniz Kaya',
      'deniz.kaya@example.com | github.com/denizkaya | linkedin.com/in/denizkaya',
      '## Deneyim',
      'Yazılım Stajyeri · Akdeniz Yazılım · Haziran 2024 – Ağustos 2024',
      'Python ve Django ile web servisleri geliştirildi ve testler yazıldı.',
      'Müşteri raporları için veri tabanı sorguları hazırlandı.',
      '## Eğitim',
      'Bilgisayar Mühendisliği, Lisans · Ege Üniversitesi · 2021 – 2025',
      'Takım projelerinde da görev aldım.',
    ].join('\n\n');
    expect(cvLanguage(cv)).toBe('tr');
  });

  it('asks such a Spanish CV in Spanish', () => {
    const markdown = spanishCv('PUBLICACIONES').replace(/^([A-Z ]+)$/gm, '## $1');
    const qa = generateCvQa({ cvMarkdown: markdown, readOn: new Date('2026-09-01') });
    expect(qa.qa_admin_pairs.map((pair) => pair.title)).toContain('Permiso de trabajo');
  });
});
