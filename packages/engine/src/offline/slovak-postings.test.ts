import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { detectLanguage } from '../text/stopwords.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
const byTitle = (requirements: { title: string; question: string }[], title: string): string =>
  requirements.find((requirement) => requirement.title === title)?.question ?? '';

// An invented Slovak board's page in the shape of round 27's: headed fact rows, the duties and requirements under the
// board's own headings, the offer and the company's description.
const SLOVAK_AD = [
  '# Recepčná',
  '## Hotel Dunaj, s. r. o.',
  '### Miesto práce',
  'Hlavná 12, Košice-Staré Mesto',
  '### Druh pracovného pomeru',
  'plný úväzok',
  '### Termín nástupu',
  'Dohodou',
  '## Hľadáme práve Teba, ak',
  'Máš aspoň 2 roky praxe na recepcii alebo v hotelierstve',
  'Komunikuješ po anglicky a po nemecky',
  '### Čo bude tvojou hlavnou úlohou?',
  'Prijímanie a odhlasovanie hostí na recepcii',
  'Vybavovanie rezervácií cez rezervačný systém',
  '### Čo ti ponúkame?',
  'Stravné lístky a zľavy na ubytovanie',
  '### Stručná charakteristika spoločnosti',
  'Sme rodinný hotel, ktorý sa stará o hostí v centre mesta už 20 rokov.',
].join('\n\n');

describe('Slovak postings (round 27)', () => {
  it('states a Slovak text as Slovak, not Portuguese or Czech', () => {
    expect(detectLanguage(SLOVAK_AD)).toBe('sk');
    expect(detectLanguage('Ponúkame prácu na plný úväzok pre ľudí, ktorí sú spoľahliví a majú prax.')).toBe(
      'sk',
    );
  });

  it('still states a Czech text as Czech', () => {
    expect(
      detectLanguage(
        'Hledáme kolegu, který má zkušenosti s účetnictvím a je pečlivý. Nabízíme práci v Brně.',
      ),
    ).toBe('cs');
  });

  it('asks the duties and requirements under Slovak headings, not the offer or the company', async () => {
    const generation = await generate(SLOVAK_AD);
    const questions = generation.jobSpecsQuestions.join('\n');
    expect(generation.languages?.document).toBe('sk');
    expect(questions).toContain('Prijímanie a odhlasovanie hostí na recepcii');
    expect(questions).toContain('Máš aspoň 2 roky praxe na recepcii');
    expect(questions).not.toMatch(/Stravné lístky|rodinný hotel/);
  });

  it("reads the board's headed rows as the place, the engagement and the start", async () => {
    const generation = await generate(SLOVAK_AD);
    const requirements = generation.jobSpecWorkRequirements;
    expect(generation.workArrangementInfo.office_location).toBe('Hlavná 12, Košice-Staré Mesto');
    expect(byTitle(requirements, 'Contract type')).toContain('Druh pracovného pomeru: plný úväzok');
    expect(byTitle(requirements, 'Start date')).toContain('Termín nástupu: Dohodou');
  });

  it("reads a trade-licence engagement ('živnosť') as the contract", async () => {
    const generation = await generate(SLOVAK_AD.replace('plný úväzok', 'živnosť'));
    expect(byTitle(generation.jobSpecWorkRequirements, 'Contract type')).toContain('živnosť');
  });
});
