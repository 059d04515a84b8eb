import { describe, expect, it } from 'vitest';
import { employersThatAreNot } from './employers-that-are-not.ts';

describe('employers that are not employers', () => {
  it('flags a duration label in the employer place', () => {
    expect(employersThatAreNot("Qu'avez-vous fait chez 4 mois : ?")).toEqual([
      "a duration '4 mois :' as an employer",
    ]);
    expect(employersThatAreNot('What did you do at 3 months: 01/2022?')).toEqual([
      "a duration '3 months: 01/2022' as an employer",
    ]);
    expect(employersThatAreNot('What did you do at Quarkly?')).toEqual([]);
  });

  it('flags a date in the employer place', () => {
    expect(employersThatAreNot('What did you do as a Cloud developer at Mar 17 - NOW?')).toEqual([
      "a date 'Mar 17 - NOW' as an employer",
    ]);
    expect(employersThatAreNot('I worked as a Tester at 2019 / 04 - Harbour Freight from 2019.')).toEqual([
      "a date '2019 / 04 - Harbour Freight' as an employer",
    ]);
  });

  it('flags a job title in the employer place', () => {
    expect(employersThatAreNot('Tell me about your time at Junior Lab Employee / Data Handling.')).toEqual([
      "a job title 'Junior Lab Employee / Data Handling' as an employer",
    ]);
  });

  it("flags a post or a CV section's title in the employer place", () => {
    expect(
      employersThatAreNot('I worked at Director of studies board at Hill Conservatory from 2015 to 2018.'),
    ).toEqual(["a post 'Director of studies board at Hill Conservatory' as an employer"]);
    expect(employersThatAreNot('Tell me about your time at Selected exhibitions.')).toEqual([
      "a section title 'Selected exhibitions' as an employer",
    ]);
    expect(employersThatAreNot('I worked at Reviews for regional papers from 2001 to 2004.')).toEqual([
      "a section title 'Reviews for regional papers' as an employer",
    ]);
    expect(employersThatAreNot('I worked at Bank of Ireland from 2015 to 2018.')).toEqual([]);
    expect(employersThatAreNot('Tell me about your time at Selecta Foods.')).toEqual([]);
  });

  it('flags a duty or label line in the employer place', () => {
    expect(employersThatAreNot('Tell me about your work at Tasks included supplier invoices.')).toEqual([
      "a duty or label line 'Tasks included supplier invoices' as an employer",
    ]);
    expect(employersThatAreNot('Your time at Side work: small tool building for the team.')).toHaveLength(1);
  });

  it('ends the name at a colon before a clause or after a whole name, and still flags a label line (round 30)', () => {
    expect(
      employersThatAreNot(
        'Which tools do you know best? → I worked with Rust and Kafka at Quayline Freight: I rewrote the routing service in Rust.',
      ),
    ).toEqual([]);
    expect(
      employersThatAreNot(
        "Quels outils ? → J'ai utilisé Go chez Atelier Brume : j'ai écrit le service de paie.",
      ),
    ).toEqual([]);
    expect(
      employersThatAreNot('I worked with SQL at Meridian Bank: We moved the ledgers onto Postgres in 2021.'),
    ).toEqual([]);
    expect(
      employersThatAreNot(
        'I worked with Figma at Harbour Design Studio: one of my responsibilities was the booking app.',
      ),
    ).toEqual([]);
    expect(employersThatAreNot('I work with SAP at Lindqvist AB: proficient in SAP and Excel.')).toEqual([]);
    expect(employersThatAreNot('I worked with Excel at Tasks included: I kept the ledgers.')).toEqual([
      "a duty or label line 'Tasks included' as an employer",
    ]);
    expect(
      employersThatAreNot('Tell me about your time at Side project: small scripts written for the team.'),
    ).toHaveLength(1);
  });

  it("flags a name cut at the line's end on its linking word", () => {
    expect(employersThatAreNot('I worked as a Clerk at Ayuntamiento de from 2018 to 2019.')).toEqual([
      "a name cut on its linking word 'Ayuntamiento de' as an employer",
    ]);
    expect(
      employersThatAreNot('Looking back at your time as a Trainee (Museum of), what did you do?'),
    ).toEqual(["a name cut on its linking word 'Museum of' as an employer"]);
    expect(employersThatAreNot('I worked as a Clerk at Ayuntamiento de Soria from 2018 to 2019.')).toEqual(
      [],
    );
  });

  it('passes real employers, schools and names with lower-case links', () => {
    for (const text of [
      'What did you do as Data Analyst at Bank of Northern Mills from 2019 to 2021?',
      'I studied at Universidad de los Andes (2015).',
      'Tell me about your time at The Economist.',
      'I worked at 3Forge Labs since 2020.',
      'Your CV says that at Acme Corp, you led the audit.',
      // A line quoted after the right employer, which the text names alone too.
      'Your CV says that as a Developer at Acme Mantendo o prazo de entrega sempre em dia. → I have been at Acme since 2020.',
    ])
      expect(employersThatAreNot(text)).toEqual([]);
  });

  it('flags a work mode, a sector sub-heading and a hospitality title in the employer place', () => {
    expect(employersThatAreNot('What did you do as a Help Desk Agent at Hybrid?')).toEqual([
      "a work mode 'Hybrid' as an employer",
    ]);
    expect(employersThatAreNot('I have been a Data Architect at Public Sector since 2019.')).toEqual([
      "a sector sub-heading 'Public Sector' as an employer",
    ]);
    expect(employersThatAreNot('Tell me about your time at Bartender.')).toEqual([
      "a job title 'Bartender' as an employer",
    ]);
    expect(employersThatAreNot('I worked as an Analyst at Harbor Financial Services.')).toEqual([]);
  });

  it("flags a bare year or a bracket's fragment in the Spanish employer place", () => {
    expect(employersThatAreNot('¿Cuáles eran sus responsabilidades en 2011?')).toEqual([
      "a year '2011' as an employer",
    ]);
    expect(employersThatAreNot('Trabajé en (Fase 2, Muestreo). Código 12. de 2015 a 2016.')).toHaveLength(1);
    expect(employersThatAreNot('Trabajé en Museo del Desierto de 2015 a 2016.')).toEqual([]);
  });

  it('flags a date in any language of the fixtures in the Spanish or Portuguese employer place (round 27)', () => {
    expect(employersThatAreNot('¿Cuáles eran sus responsabilidades en Ago 2022?')).toEqual([
      "a date 'Ago 2022' as an employer",
    ]);
    expect(
      employersThatAreNot(
        'Trabajé en Ago 2022 en junio 2022. Revisé los informes de cada trimestre con el equipo.',
      ),
    ).toEqual(["a date 'Ago 2022 en junio 2022' as an employer"]);
    expect(employersThatAreNot('Trabalhei em Set 2021. Cuidei das contas.')).toEqual([
      "a date 'Set 2021' as an employer",
    ]);
    expect(employersThatAreNot('I worked at Sep 2019.')).toEqual(["a date 'Sep 2019' as an employer"]);
    expect(employersThatAreNot('Trabajé en Mayo Clinic de 2019 a 2021.')).toEqual([]);
    expect(employersThatAreNot('I worked at Mayo Clinic from 2019.')).toEqual([]);
    expect(employersThatAreNot('Trabajé en Banco Andino en junio 2022.')).toEqual([]);
  });
});
