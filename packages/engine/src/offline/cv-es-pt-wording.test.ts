import { describe, expect, it } from 'vitest';
import { SPANISH_CV as SPANISH_PHRASES } from './cv-phrases/es.ts';
import { readCvProfile } from './cv-profile.ts';
import { localisedPracticePairs } from './cv-qa-localised.ts';
import { generateCvQa } from './cv-qa.ts';

// Made-up Spanish and Portuguese CVs: how their degrees, posts and employers are worded in their own language.
const texts = (markdown: string): string => {
  const qa = generateCvQa({ cvMarkdown: markdown, readOn: new Date('2026-09-01') });
  const practice = qa.qa_pairs.map((pair) => `${pair.question} ${pair.answer}`);
  return [...practice, ...qa.qa_admin_pairs.map((pair) => pair.question)].join('\n');
};

const SPANISH_CV = `# Lucía Ferreyra

## Experiencia

### Analista de Datos | Banco Austral | Mar 2021 - Actualidad

- Desarrollé tableros de seguimiento en Power BI para el área comercial.
- Automaticé informes mensuales con Python y SQL.

### Pasantía | Cooperativa del Valle | Ene 2020 - Dic 2020

- Preparé reportes de morosidad con Excel.
- Apoyé la limpieza de bases de datos de clientes.

## Formación

- Doctor en Estadística - Universidad del Litoral (2019)
- Ingeniero en Sistemas de Información - Universidad Tecnológica del Sur (2014)

## Habilidades

- Python, SQL, Power BI, Excel
`;

const PORTUGUESE_CV = `# Marina Teles

## Experiência

### Analista de Marketing | Lumora | Jan 2022 - Dez 2024

- Planejamento de campanhas de mídia paga no Google Ads.
- Criação de dashboards no Power BI para acompanhar KPIs.

### Assistente Jurídico | Tribunal de Justiça do Pará | Fev 2020 - Dez 2021

- Tabulação e limpeza de planilhas de processos.
- Coleta de dados públicos para relatórios.

## Formação Acadêmica

- Mestrado em Estatística, Finanças e Sistemas de Informação - Universidade de Lisboa (Set 2024 - Em andamento)
- Técnico em Informática - Instituto Federal do Pará (2019)

## Competências

- Power BI, SQL, Python, Excel
`;

describe('Spanish and Portuguese CV wording', () => {
  it('tells a degree named by its holder title as the studies, and reads engineering and technician degrees', () => {
    const spanish = texts(SPANISH_CV);
    expect(spanish).toContain('el Doctorado en Estadística');
    expect(spanish).toContain('la Ingeniería en Sistemas de Información');
    expect(spanish).not.toMatch(/Estudié Doctor\b/);
    expect(readCvProfile(PORTUGUESE_CV).education.map((entry) => entry.degree)).toContain(
      'Técnico em Informática',
    );
    expect(texts(PORTUGUESE_CV)).toContain('o curso Técnico em Informática');
  });

  it('tells a post named by an activity as that activity, never as a title', () => {
    const spanish = texts(SPANISH_CV);
    expect(spanish).toContain('Hice una pasantía en Cooperativa del Valle');
    expect(spanish).not.toMatch(/como Pasantía/);
  });

  it("names a Portuguese CV's company as a company after 'em', and a public body with its article", () => {
    const portuguese = texts(PORTUGUESE_CV);
    expect(portuguese).toContain('na empresa Lumora');
    expect(portuguese).not.toMatch(/\bem Lumora\b/);
    expect(portuguese).toContain('no Tribunal de Justiça do Pará');
  });

  it("keeps a degree's subject whole across the commas of its list", () => {
    expect(readCvProfile(PORTUGUESE_CV).education[0]?.degree).toBe(
      'Mestrado em Estatística, Finanças e Sistemas de Informação',
    );
  });

  // Course posts listed by kind with no employer, inside a research post (a promotion at a named employer is a move).
  it('asks a move only between posts that follow one another, not across a post held beside both', () => {
    const profile = readCvProfile(`# Pablo Ríos

## Cargos

### Profesor Adjunto | Universidad del Plata | 03/2019 - Actualidad

- Dicto Bases de Datos.

### Investigador Asistente | Consejo de Investigaciones | 2012 - 2020

- Dirigí un proyecto de recuperación de información.

### Jefe de Trabajos Prácticos | 2017 - 2018

- Coordiné los trabajos prácticos de Algoritmos.

### Ayudante de Docencia | 2014 - 2016

- Corregí exámenes de Programación.
`);
    const questions = localisedPracticePairs(profile, SPANISH_PHRASES, 30).map((pair) => pair.question);
    expect(questions.some((question) => question.includes('pasó de Jefe de Trabajos Prácticos'))).toBe(false);
    expect(questions.some((question) => question.includes('pasó de Ayudante de Docencia'))).toBe(false);
  });
});
