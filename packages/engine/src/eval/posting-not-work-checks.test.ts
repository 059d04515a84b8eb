import { describe, expect, it } from 'vitest';
import { notTheWorkAsked } from './posting-not-work-checks.ts';

// A made-up bakery's post: its offer under a lead-in that is no heading, then the start and the footer.
const POSTING = [
  '# Bäcker (m/w/d)',
  '',
  '## Das bringen Sie mit',
  '',
  '... Sie haben eine Ausbildung als Bäcker*in.',
  '',
  'Wir danken Ihnen, freuen Sie sich auf ...',
  '',
  '... ein eingespieltes Team in der Backstube.',
  '',
  '... Nacht- und Feiertagszuschläge.',
  '',
  '## Beginn der Tätigkeit',
  '',
  'Eintrittstermin ab sofort',
  '',
  '## Backhaus Sonnenkorn',
  '',
  'Mühlenweg 4',
].join('\n');
const asked = (line: string): string =>
  `The posting asks for: "${line}". What in your experience shows you meet this? Give me a concrete example.`;

describe("a posting's line that is not the work, asked (round 20 kind)", () => {
  it('knows offer heads in Polish, Russian and Japanese (round 29 kind)', () => {
    const polish = [
      'Obowiązki:',
      'obsługa klientów w sklepie',
      'Na to możesz liczyć:',
      'karta sportowa i zniżki',
    ].join('\n');
    expect(notTheWorkAsked(asked('karta sportowa i zniżki'), polish)).toHaveLength(1);
    expect(notTheWorkAsked(asked('obsługa klientów w sklepie'), polish)).toEqual([]);
    const russian = ['Обязанности', 'ведение первичной документации', 'Условия', 'оформление по ТК РФ'].join(
      '\n',
    );
    expect(notTheWorkAsked(asked('оформление по ТК РФ'), russian)).toHaveLength(1);
    expect(notTheWorkAsked(asked('ведение первичной документации'), russian)).toEqual([]);
    const japanese = ['仕事内容', '地域への冊子の配布', '待遇', '交通費支給あり'].join('\n');
    expect(notTheWorkAsked(asked('交通費支給あり'), japanese)).toHaveLength(1);
  });

  it('flags an offer line, a pay supplement, the start, a street and a board ad asked as a requirement or duty', () => {
    expect(notTheWorkAsked(asked('ein eingespieltes Team in der Backstube'), POSTING)).toHaveLength(1);
    expect(notTheWorkAsked(asked('Nacht- und Feiertagszuschläge'), POSTING)).toHaveLength(1);
    expect(notTheWorkAsked(asked('Eintrittstermin ab sofort'), POSTING)).toHaveLength(1);
    expect(notTheWorkAsked(asked('Mühlenweg 4'), POSTING)).toHaveLength(1);
    expect(notTheWorkAsked(asked('Start-up is in early spring'), '')).toHaveLength(1);
    expect(
      notTheWorkAsked(
        'The job description lists this responsibility: "Your next shift is only a tap away". Where have you done something similar?',
        'Download our app and start swiping.',
      ),
    ).toHaveLength(1);
    expect(
      notTheWorkAsked(
        'The job description lists this responsibility: "Download the Shiftly app to apply". Where have you done something similar?',
        '',
      ),
    ).toHaveLength(1);
  });

  it('passes a requirement asked', () => {
    expect(notTheWorkAsked(asked('Sie haben eine Ausbildung als Bäcker*in'), POSTING)).toEqual([]);
  });

  it('flags what the employer allows, a catch-all and a plus asked as required (round 21 kinds)', () => {
    const duty = (line: string): string =>
      `The job description lists this responsibility: "${line}". Describe a time you did this in a previous role.`;
    expect(
      notTheWorkAsked(
        duty("With your manager's approval, shift patterns will be adjusted to fit evening courses"),
        '',
      ),
    ).toHaveLength(1);
    expect(notTheWorkAsked(duty('Pick up any extra tasks that may arise in the lab'), '')).toHaveLength(1);
    expect(notTheWorkAsked(duty('Ajudar em quaisquer tarefas do laboratório'), '')).toHaveLength(1);
    expect(
      notTheWorkAsked(
        'The role asks for (preferred) familiarity with GIS mapping. How does your background cover this?',
        '',
      ),
    ).toHaveLength(1);
    expect(
      notTheWorkAsked(
        'A nice-to-have for this role is familiarity with GIS mapping (preferred). Have you done this before?',
        '',
      ),
    ).toEqual([]);
    expect(notTheWorkAsked(duty('Prepare culture media and keep the incubators logged'), '')).toEqual([]);
  });

  it("passes the work told under an offer's heading", () => {
    const posting = [
      '## Wat wij bieden',
      '',
      'Een afwisselende baan met werkzaamheden zoals het repareren van fietsen.',
    ].join('\n');
    expect(
      notTheWorkAsked(
        'The posting lists this task: "Het repareren van fietsen". Describe a time you did this.',
        posting,
      ),
    ).toEqual([]);
    const profile = `${posting}\n\nBen jij de collega die wij zoeken met technisch inzicht dan bieden wij je:\n\nEen jaarcontract`;
    expect(
      notTheWorkAsked(
        'The posting asks for: "Technisch inzicht". What in your experience shows you meet this?',
        profile,
      ),
    ).toEqual([]);
    expect(
      notTheWorkAsked('The posting asks for: "Een jaarcontract". Is that right for you?', profile),
    ).toHaveLength(1);
  });
});

// A made-up charity's post (round 32's kind): the person the holder reports to, a name and a title under its heading.
describe('a reporting line asked as a requirement (issue 13, round 32)', () => {
  const posting = [
    'Programme Officer (part-time)',
    'Requirements',
    'Two years of programme coordination, Python or R for data cleaning.',
    'Reports to',
    'Meera Thapaliya, Programmes and Partnerships Director, Himal Data Trust',
    'Line manager: Tomas Albrecht, Head of Finance',
    'How to apply',
  ].join('\n');

  it('flags the person and title the holder reports to, asked as what the role asks for', () => {
    expect(
      notTheWorkAsked(
        'The role asks for meera Thapaliya, Programmes and Partnerships Director, Himal Data Trust. What in your experience shows you meet this?',
        posting,
      ),
    ).toEqual([expect.stringMatching(/reporting line/)]);
    expect(
      notTheWorkAsked(
        'The role asks for Line manager: Tomas Albrecht, Head of Finance. How do you meet it?',
        posting,
      ),
    ).toEqual([expect.stringMatching(/reporting line/)]);
  });

  it('passes a requirement that names tools and a title', () => {
    expect(
      notTheWorkAsked(
        'The role asks for Two years of programme coordination, Python or R for data cleaning. How do you meet it?',
        posting,
      ),
    ).toEqual([]);
  });
});
