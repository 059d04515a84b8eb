import { describe, expect, it } from 'vitest';
import { layoutArtefacts } from './layout-artefacts.ts';

describe('layout artefacts', () => {
  it('finds contact details, handles, logo texts, glued duplicates and job-board controls', () => {
    expect(layoutArtefacts('I have (555) 010-0199 linkedin github')).toEqual([
      'phone number',
      'profile handle',
    ]);
    expect(layoutArtefacts('I studied at University of Washington logo')).toEqual(['logo alt text']);
    expect(layoutArtefacts('I hold a Tecnólogo from Centro Universitário Senac')).toEqual([]);
    expect(layoutArtefacts('I have to obtain an on--\u2010campus position.')).toEqual(['broken hyphen']);
    expect(layoutArtefacts('I worked there from 2019. Page footer · Curriculum Vitae · 1.')).toEqual([
      'glyph',
    ]);
    expect(layoutArtefacts('Le poste demande : être motivé·e par les tâches administratives.')).toEqual([]);
    expect(layoutArtefacts('I worked as a Project Engineer (Planning | Site Lead) at Fenwick.')).toEqual([]);
    expect(layoutArtefacts('I worked as a Project Engineer | Fenwick | Leeds.')).toEqual(['glyph']);
    expect(layoutArtefacts('Sr. System Reliability EngineerSr. System Reliability Engineer')).toContain(
      'glued duplicate',
    );
    expect(layoutArtefacts('Asesor contactos web - lima Postular')).toContain('job-board control');
    expect(layoutArtefacts('Warehouse Picker · Sponsored')).toContain('job-board control');
    expect(layoutArtefacts('Patrocinado Ayudante de cocina')).toContain('job-board control');
    expect(layoutArtefacts('Supporting our fiscally sponsored projects with their grants')).toEqual([]);
    expect(layoutArtefacts('I worked as Head of People at () from 2019.')).toEqual(['stray fragment']);
    expect(layoutArtefacts('My role covers a wide range of responsibilities, including.')).toEqual([
      'cut-off sentence',
    ]);
    expect(layoutArtefacts('The skills I use most are B, Microsoft Office and Driving licence A.')).toEqual([
      'form label',
    ]);
  });

  it('leaves clean text and product names alone', () => {
    expect(layoutArtefacts('How have you used ServiceNow, DataStudio or QuickBooks in your work?')).toEqual(
      [],
    );
    expect(
      layoutArtefacts("GitLab's culture names iteration. Tell me about a small first version you shipped."),
    ).toEqual([]);
  });
});

describe('layout artefacts that are not (issue 13, round 4)', () => {
  it('takes two list entries that share words for a list, not for glued text', () => {
    expect(
      layoutArtefacts('I hold these certifications: Computing for Data Analysis, Data Analysis and SHRM-CP.'),
    ).toEqual([]);
    expect(layoutArtefacts('Seattle, WashingtonSeattle, Washington')).toEqual(['glued duplicate']);
  });

  it('takes R and C for programming languages, other lone capitals for licence classes', () => {
    expect(layoutArtefacts('The ones I know best are R, Python and MATLAB.')).toEqual([]);
    expect(layoutArtefacts('The ones I know best are B, Python and MATLAB.')).toEqual(['form label']);
  });

  it('finds a sentence that announces a list the text does not carry', () => {
    expect(layoutArtefacts('I instructed statistics workshops with the following titles.')).toEqual([
      'cut-off sentence',
    ]);
    expect(layoutArtefacts('I instructed statistics workshops for graduate students.')).toEqual([]);
  });

  it("finds a glyph a PDF's font repeated, not a placeholder's x or capitals (round 27)", () => {
    expect(layoutArtefacts('Domino el inglés ááááá y el portugués ááá.')).toEqual(['repeated glyph']);
    expect(layoutArtefacts('Empresa: xxxxx')).toEqual([]);
    expect(layoutArtefacts('I ran the AAAA battery tests in the Schifffahrt lab.')).toEqual([]);
  });

  it("finds a saved web page's HTTP response header quoted as text (round 27)", () => {
    expect(layoutArtefacts('What is your experience with HTTP/1.1 200 OK Cache-Control: private?')).toEqual([
      'HTTP header',
    ]);
    expect(layoutArtefacts('The posting asks for Content-Type: text/html; charset=utf-8.')).toEqual([
      'HTTP header',
    ]);
    expect(layoutArtefacts('What is your experience with Set-Cookie: visitor=1?')).toEqual(['HTTP header']);
    expect(layoutArtefacts('What is your experience with HTTP caching and content types?')).toEqual([]);
  });

  it("finds a TeX accent set apart from its letter ('Zam ˇeˇrení', 'r ˚uzných'), not an acute typed as an apostrophe", () => {
    expect(layoutArtefacts('I worked at Zam ˇeˇrení: Automatizace from 2018.')).toEqual(['accent set apart']);
    expect(layoutArtefacts('Údržba r ˚uzných stroj ˚u.')).toEqual(['accent set apart']);
    expect(layoutArtefacts('I studied at Universit´e de Lyon.')).toEqual(['accent set apart']);
    expect(layoutArtefacts('It´s the team´s tool; I don´t use it.')).toEqual([]);
    expect(layoutArtefacts('I studied at Université de Lyon and the Zaměření school.')).toEqual([]);
  });

  it('finds a lone letter told as a tool in the answers that tell tools as used', () => {
    expect(layoutArtefacts('I worked with B, Python and MATLAB at Acme.')).toEqual(['form label']);
    expect(layoutArtefacts('I worked with R, Python and MATLAB at Acme.')).toEqual([]);
  });
});

describe('Arabic-script text as a PDF draws it, and template prompts (issue 13, round 32 kind)', () => {
  it('finds presentation forms and tatweel-stretched letters, not Arabic or Persian in plain letters', () => {
    // 'همکاری' as a PDF's glyphs: positional forms, and letters stretched by tatweel.
    expect(layoutArtefacts('What draws you to the \uFEEB\uFEE4\u06A9\uFE8E\u0631\u06CC role?')).toEqual([
      'Arabic presentation forms',
    ]);
    expect(layoutArtefacts('I worked at \u0647\u0640\u0640\u0645\u0640\u06A9\u0627\u0631\u06CC.')).toEqual([
      'tatweel-stretched letters',
    ]);
    expect(layoutArtefacts('I worked at شركة النور للتجارة as a مشرف إداري.')).toEqual([]);
    expect(layoutArtefacts('I worked at شرکت نوآوران پارس.')).toEqual([]);
  });

  it("finds an Arabic word whose lam-alef ligature came out reversed ('اإلدارة' for 'الإدارة')", () => {
    expect(layoutArtefacts('I worked in اإلدارة المالية at Dar Salam.')).toEqual(['reversed lam-alef']);
    expect(layoutArtefacts('I worked in قسم األمن and واالستيراد.')).toEqual(['reversed lam-alef']);
    // Written in logical order: 'الإدارة', 'الأمن', 'والاستيراد'; and 'عالقة' is a word ('hanging').
    expect(layoutArtefacts('I worked in الإدارة المالية, الأمن and والاستيراد, عالقة.')).toEqual([]);
  });

  it("finds a CV template's prompts left in (Europass: 'Replace with …', 'Enter dates (from - to)', 'Въведете …')", () => {
    expect(
      layoutArtefacts('I worked at Marlow Prints. Replace with main activities and responsibilities.'),
    ).toEqual(['template prompt']);
    expect(layoutArtefacts('I worked at Marlow Prints. Enter dates (from - to) 2019 - 2021.')).toEqual([
      'template prompt',
    ]);
    expect(
      layoutArtefacts('Работал в организации «Велико Арт». Въведете дати (от – до). 2015 - 2018.'),
    ).toEqual(['template prompt']);
    expect(layoutArtefacts('I replaced the old ledger with a new one. Enter the data by noon.')).toEqual([]);
  });

  it('finds a right-to-left layout’s mirrored brackets and reversed year ranges (round 33)', () => {
    expect(layoutArtefacts('I booked cruises )Mano(, ski trips and spa holidays.')).toEqual([
      'mirrored brackets',
    ]);
    expect(layoutArtefacts('I worked as a branch manager )2018( in Haifa.')).toEqual(['mirrored brackets']);
    expect(layoutArtefacts('I worked at Orly Tours 2017–2012 as a travel agent.')).toEqual([
      'reversed year range',
    ]);
    expect(layoutArtefacts('I worked at Orly Tours from 2016 to 2013.')).toEqual(['reversed year range']);
    expect(
      layoutArtefacts('I used Bash (shell) and Python (3.x) at Orly Tours, 2012–2017, from 2018 to 2018.'),
    ).toEqual([]);
  });
});
