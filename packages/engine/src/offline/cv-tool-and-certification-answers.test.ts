import { describe, expect, it } from 'vitest';
import { cvPhrasesFor } from './cv-phrases/index.ts';
import { readCvProfile } from './cv-profile.ts';
import { localisedPracticePairs } from './cv-qa-localised.ts';
import { certificationListPair, certificationPair, skillsPair } from './cv-skill-and-project-pairs.ts';
import { profile, role } from './test-fixtures.ts';

// Made-up CVs whose job lines show the tools and certifications they list in use: the practice answers tell that use,
// never the list back ('The ones I know best are …', 'I hold these certifications: …').
const cv = (...lines: string[]) => readCvProfile(['# Irene Calvo', ...lines].join('\n'));

describe('a tools question answered where the job lines show the tools in use', () => {
  it('tells each post with the tools its lines use, in the tense of the post', () => {
    const pair = skillsPair(
      cv(
        '## Skills',
        'Kotlin, Terraform, Figma',
        '## Experience',
        'Platform Engineer · Quayside Freight · 2023 – Present',
        '- Moved the booking services onto Terraform modules',
        'Mobile Developer · Harbour Apps · 2019 – 2023',
        '- Rewrote the booking app in Kotlin',
      ),
    );
    expect(pair?.answer).toBe(
      'I worked with Kotlin at Harbour Apps: I rewrote the booking app in Kotlin. I work with Terraform at Quayside Freight: I moved the booking services onto Terraform modules.',
    );
    expect(pair?.answer).not.toMatch(/know best|Figma/);
  });

  it('names the tools of two lines from one post once, with that post', () => {
    const pair = skillsPair(
      cv(
        '## Skills',
        'Python, SQL, Tableau',
        '## Experience',
        'Data Analyst · Northwind Traders · 2019 – 2023',
        '- Built churn models in Python',
        '- Wrote the SQL behind the monthly sales report',
      ),
    );
    expect(pair?.answer).toBe(
      'I worked with Python and SQL at Northwind Traders: I built churn models in Python. There, I wrote the SQL behind the monthly sales report.',
    );
  });

  it('tells a line that only names tools as their use, and a duty naming tools as that duty', () => {
    const pair = skillsPair(
      cv(
        '## Skills',
        'Python, Tableau, Azure',
        '## Experience',
        'Lecturer · Lakeside College · 2024 – Present',
        '- Python · SQL · Pandas · Git',
        'Data Analyst · Northwind Traders · 2019 – 2023',
        '- Managed Azure, Tableau, Jira',
      ),
    );
    expect(pair?.answer).toBe(
      'I work with Python, SQL, Pandas and Git at Lakeside College. I worked with Tableau, Azure and Jira at Northwind Traders: I managed Azure, Tableau, Jira.',
    );
  });

  it('tells the use in the CV’s language, with the post or project it was in', () => {
    const used = profile({
      roles: [
        role({
          title: 'Entwicklerin',
          organisation: 'Nordlicht GmbH',
          details: ['Wartung der Kundenportale in PHP', 'Migration der Bestelldatenbank nach MySQL'],
        }),
      ],
      skills: ['PHP', 'MySQL', 'Figma'],
      projects: [{ name: 'Wetter-App', details: ['Eine Android-App in Kotlin entwickelt'] }],
    });
    const answerIn = (language: 'de' | 'fr' | 'pl' | 'ru'): string | undefined =>
      localisedPracticePairs(used, cvPhrasesFor(language)!, 6).find((pair) =>
        /Lebenslauf nennt PHP|CV mentionne PHP|wymieniono: PHP|указаны PHP/.test(pair.question),
      )?.answer;
    expect(answerIn('de')).toBe(
      'Bei Nordlicht GmbH nutzte ich PHP und MySQL. Wartung der Kundenportale in PHP. Migration der Bestelldatenbank nach MySQL.',
    );
    expect(answerIn('fr')).toMatch(/^Chez Nordlicht GmbH, j'ai utilisé PHP et MySQL\. Wartung/);
    expect(answerIn('pl')).toMatch(/^W Nordlicht GmbH korzystał\S* z narzędzi: PHP i MySQL\. Wartung/u);
    expect(answerIn('ru')).toMatch(/^На работе \(Nordlicht GmbH\) использовал\S* PHP и MySQL\. Wartung/u);
    const project = localisedPracticePairs(
      { ...used, roles: [], skills: ['Kotlin', 'Swift'] },
      cvPhrasesFor('de')!,
      6,
    ).find((pair) => pair.question.startsWith('Ihr Lebenslauf nennt Kotlin'));
    expect(project?.answer).toBe(
      'Im Projekt „Wetter-App“ nutzte ich Kotlin. Eine Android-App in Kotlin entwickelt.',
    );
  });
});

describe('a certifications question answered where a post shows the certification', () => {
  it('tells the post that holds the certification’s title', () => {
    const profile = cv(
      '## Experience',
      'Certified Public Accountant · Gilmore Audit · Oct. 2021 – Present',
      '- Prepare quarterly tax filings for forty small businesses',
      '## Certifications',
      '- Certified Public Accountant (CPA)',
      '- Certified Internal Auditor (CIA)',
    );
    const pair = certificationPair(profile);
    expect(pair?.question).toBe(
      'Your CV lists "Certified Public Accountant (CPA)" and "Certified Internal Auditor (CIA)". Which of your certifications have you put to use in your work, and how?',
    );
    // The post's lines are the job question's own answer.
    expect(pair?.answer).toBe(
      'I hold the Certified Public Accountant (CPA). I have been a Certified Public Accountant at Gilmore Audit since Oct. 2021.',
    );
    expect(pair?.answer).not.toMatch(/these certifications|Internal Auditor/);
    expect(certificationListPair(profile)).toBeNull();
  });

  it('tells the job line that uses the tool a certification names', () => {
    const pair = certificationPair(
      cv(
        '## Skills',
        'Azure, Kubernetes',
        '## Experience',
        'Cloud Engineer · Lantern Health · 2020 – 2023',
        '- Moved the patient portal from on-premise servers to Azure',
        '## Certifications',
        'Scrum Master | Microsoft Azure Administrator Associate',
      ),
    );
    expect(pair?.answer).toBe(
      'I hold the Microsoft Azure Administrator Associate, and I worked with Azure at Lantern Health: I moved the patient portal from on-premise servers to Azure.',
    );
  });

  it('only names back, and only for a thin CV, certifications no post shows', () => {
    const profile = cv(
      '## Experience',
      'Barista · Dockside Coffee · 2020 – 2023',
      '- Opened the café and trained new staff',
      '## Certifications',
      '- Food Hygiene Level 2',
    );
    expect(certificationPair(profile)).toBeNull();
    expect(certificationListPair(profile)?.answer).toBe('I hold these certifications: Food Hygiene Level 2.');
  });
});
