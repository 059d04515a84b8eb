import { describe, expect, it } from 'vitest';
import {
  chipLineQuoted,
  clauseCutBeforeNoun,
  noFieldAskedAsRequired,
  quoteRunsIntoNextField,
  stageAsContract,
  wholeSentenceQuoted,
} from './condition-quote-checks.ts';
import { unaskedConditions } from './unasked-conditions.ts';
import { unstatedRequirement } from './work-requirement-checks.ts';

const asked = (title: string, ...quotes: string[]) => ({
  title,
  question: `The posting says ${quotes.map((quote) => `"${quote}"`).join(' and ')}. Does that suit you?`,
});

// Made-up postings of round 21's kinds: a condition quoted by a whole sentence, a culture line as the contract,
// conditions stated and asked by no requirement.
describe('what a work requirement quotes for its condition (round 21)', () => {
  it('flags the whole sentence on whom the employer seeks quoted as the hours, not its phrase', () => {
    const sentence =
      'The Coastal Soils Group seeks a part-time (20h/week) Field Technician (Posting #: 4471) to help with the sampling campaigns and the data entry of our team across both estuaries';
    expect(wholeSentenceQuoted(asked('Working hours', sentence))).toMatch(/whole \d+-word sentence/);
    expect(wholeSentenceQuoted(asked('Working hours', 'part-time (20h/week)'))).toBeNull();
  });

  it('flags a sentence cut short as the arrangement, not a long location', () => {
    const cut = 'O trabalho é presencial na oficina e exige deslocamentos frequentes para buscar peças…';
    expect(wholeSentenceQuoted(asked('Work arrangement', cut))).toMatch(/cut at/);
    expect(wholeSentenceQuoted(asked('Location', cut))).toBeNull();
  });

  it("flags the company's stage or equity quoted as the contract beside the real one", () => {
    const requirement = asked(
      'Contract type',
      'A Lumo está em seu estágio inicial',
      'Contratação CLT com salário de R$ 1.800,00',
    );
    expect(stageAsContract(requirement)).toMatch(/stage or equity.*estágio inicial/);
    expect(stageAsContract(asked('Contract type', 'Contratação CLT com salário de R$ 1.800,00'))).toBeNull();
    expect(stageAsContract(asked('Contract type', 'Early employees get stock options'))).toMatch(
      /stage or equity/,
    );
  });

  it('flags a driving licence, clock times or a work week the posting states and no requirement asks', () => {
    const posting = [
      'Medewerker Werkplaats',
      'Een 36-urige werkweek van 07:30 tot 16:00',
      'Rijbewijs B is een pré',
    ].join('\n');
    expect(unaskedConditions([], posting)).toHaveLength(3);
    const hours = asked('Working hours', 'Een 36-urige werkweek van 07:30 tot 16:00');
    const licence = asked('Driving licence', 'Rijbewijs B is een pré');
    expect(unaskedConditions([hours, licence], posting)).toEqual([]);
    expect(unaskedConditions([], 'Salaris tussen 2.500 en 3.000 euro per maand')).toEqual([]);
  });

  it('reads the conditions of round 21 in the posting’s own words', () => {
    const posting = [
      'Een aanstelling met uitzicht op een vast contract',
      'Período integral das 09:00 às 18:00',
      'This position is time-limited for three years.',
      'The lab is hiring a technician, starting in March 2026.',
      'A valid driver’s license is required.',
    ].join('\n');
    const quoted = (title: string, quote: string) => unstatedRequirement(asked(title, quote), posting);
    expect(quoted('Contract type', 'Een aanstelling met uitzicht op een vast contract')).toBeNull();
    expect(quoted('Working hours', 'Período integral das 09:00 às 18:00')).toBeNull();
    expect(quoted('Contract type', 'This position is time-limited for three years')).toBeNull();
    expect(quoted('Start date', 'starting in March 2026')).toBeNull();
    expect(quoted('Driving licence', 'A valid driver’s license is required')).toBeNull();
  });
});

// Made-up board offers of round 28's kind: label/value rows read past their end, a field the board answers 'No'.
describe("a condition read past its field's end (round 28)", () => {
  it("flags a quote that runs into the next field's label and value", () => {
    expect(
      quoteRunsIntoNextField(
        asked(
          'Horaires',
          'Temps partiel - 24H/SEMAINE - 8H à 12H du lundi au jeudi Lieu de travail SAINT-HERBLAIN',
        ),
      ),
    ).toBe("the quote runs into the next field 'Lieu de travail'");
    expect(
      quoteRunsIntoNextField(
        asked('Horario', 'Jornada laboral: Lunes a sábado de 6:00 a.m. a 2:00 p.m. Lugar de trabajo: Bello'),
      ),
    ).not.toBeNull();
    expect(quoteRunsIntoNextField(asked('Location', 'Location: Leeds, West Yorkshire'))).toBeNull();
    expect(
      quoteRunsIntoNextField(asked('Contract type', 'Full-Time Contract With Salary And Benefits')),
    ).toBeNull();
  });

  it("flags a field the posting answers 'No' told as what it asks for, not the field quoted as stated", () => {
    const no = {
      title: 'Disponibilidad',
      question: 'La oferta pide: disponibilidad de viajar: No. ¿Tienes esa disponibilidad?',
    };
    expect(noFieldAskedAsRequired(no)).not.toBeNull();
    const stated = {
      title: 'Viajes',
      question: 'La oferta indica: "Disponibilidad de viajar: No". ¿Es compatible con tu situación?',
    };
    expect(noFieldAskedAsRequired(stated)).toBeNull();
    const yes = {
      title: 'Disponibilidad',
      question: 'La oferta pide: disponibilidad de viajar: Sí. ¿Tienes esa disponibilidad?',
    };
    expect(noFieldAskedAsRequired(yes)).toBeNull();
  });
});

// Made-up postings of round 32's kinds: a job board's line of chips run together, quoted as the contract or the hours;
// a contract clause cut before its noun.
describe('what a work requirement quotes for its condition (round 32)', () => {
  it("flags a job board's chip line quoted as the contract or the hours, not one term or a sentence", () => {
    const chips = 'Part Time Paid time off Dental insurance Entry level';
    expect(chipLineQuoted(asked('Contract type', chips))).toMatch(/chip line/);
    expect(
      chipLineQuoted(asked('Working hours', 'Full Time 401(k) Health insurance No experience required')),
    ).toMatch(/chip line/);
    expect(chipLineQuoted(asked('Contract type', 'Part Time'))).toBeNull();
    expect(
      chipLineQuoted(
        asked('Contract type', 'This is a part-time role with paid time off, dental insurance and a pension'),
      ),
    ).toBeNull();
  });

  it('flags a contract clause cut before its noun, not a whole one', () => {
    expect(clauseCutBeforeNoun(asked('Contract type', 'The vacancy is a part-time'))).toMatch(
      /cut before its noun/,
    );
    expect(clauseCutBeforeNoun(asked('Working hours', 'This is a full-time'))).toMatch(/cut before its noun/);
    expect(clauseCutBeforeNoun(asked('Contract type', 'The vacancy is a part-time post'))).toBeNull();
    expect(clauseCutBeforeNoun(asked('Contract type', 'The post is full-time'))).toBeNull();
    expect(clauseCutBeforeNoun(asked('Contract type', 'Full Time'))).toBeNull();
  });
});

describe('a French contract clause is no English one cut short (round 32 check, rounds 1-31 postings)', () => {
  it("passes 'CDD - 1 an' and '… d’un an', which end on their noun", () => {
    expect(clauseCutBeforeNoun(asked('Type de contrat', 'CDD - 1 an'))).toBeNull();
    expect(
      clauseCutBeforeNoun(asked('Type de contrat', 'sous contrat à durée déterminée d’un an')),
    ).toBeNull();
    expect(clauseCutBeforeNoun(asked('Contract type', 'The successful applicant is hired as a'))).toMatch(
      /cut/,
    );
  });
});
