import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
const startQuestion = async (markdown: string): Promise<string> =>
  (await generate(markdown)).jobSpecWorkRequirements.find((requirement) => requirement.title === 'Start date')
    ?.question ?? '';

// Made-up postings whose start is told by their language's abbreviation of 'as soon as possible' (round 26 kind).
describe("a start told by an 'as soon as possible' abbreviation", () => {
  it("says what the Dutch 'z.s.m.' means, with its stop kept", async () => {
    const question = await startQuestion(
      [
        '# Werkvoorbereider',
        '## Wat ga je doen',
        'Je maakt planningen voor de monteurs en bestelt de materialen',
        '## Startdatum',
        'z.s.m.',
      ].join('\n'),
    );
    expect(question).toContain('"z.s.m." (as soon as possible)');
  });

  it('names the abbreviation it explains inside a longer line, in Finnish too', async () => {
    const question = await startQuestion(
      [
        '# Varastotyöntekijä',
        '## Tehtävät',
        'Keräilet tilaukset ja pakkaat lähetykset asiakkaille',
        'Työ alkaa: mahd. pian, sopimuksen mukaan',
      ].join('\n'),
    );
    expect(question).toContain('(mahd. pian: as soon as possible)');
  });
});
