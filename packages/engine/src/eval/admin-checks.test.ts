import { describe, expect, it } from 'vitest';
import {
  datesAskedButNotGiven,
  gradesInNames,
  isWrittenFromCv,
  lackContradicted,
  locationThatIsNot,
  namesThatAreNot,
  placeholderText,
} from './admin-checks.ts';
import { educationEntriesAsDegrees } from './cv-fact-checks.ts';
import { headingsAsRoles } from './cv-name-checks.ts';

const CV_WITH_EDUCATION = 'Jo Bloggs\n\nEducation\nBSc Chemistry, Northfield University, 2012 - 2015\n';
const CV_WITH_JOBS = 'Jo Bloggs\n\nExperience\nLab Technician, Acme Labs\nMarch 2016 - Present\n';
const CV_WITHOUT = 'Jo Bloggs\n\nSkills\nPipetting, titration, Excel\n';

describe('CV admin questions (issue 13, after round 11)', () => {
  it('flags template placeholders, and passes filled-in names', () => {
    expect(placeholderText('Your CV lists xxx xxx Projects since Jan. 2015.')).toEqual(['xxx']);
    expect(placeholderText('Your CV shows you as a Designer at TemplateWorks since 2015.')).toEqual([]);
    expect(placeholderText('Votre CV indique Analyste POSTE OCCUPÉ chez Acme.')).toEqual(['POSTE OCCUPÉ']);
    expect(placeholderText('Qu’avez-vous fait en tant que Technicien PUESTO OCUPADO chez Acme ?')).toEqual([
      'PUESTO OCUPADO',
    ]);
    expect(placeholderText('Your CV shows you at My résumé template since 2015.')).toEqual([
      'résumé template',
    ]);
    expect(placeholderText('Your CV lists [Your Degree] from [University].')).toHaveLength(1);
    expect(placeholderText('Your CV lists Maxx Foods from 2019 to 2021.')).toEqual([]);
  });

  it("flags 'no degree' and 'no dated employment' where the CV has them, in each language", () => {
    const noDegree =
      'Your CV does not list a degree or diploma. What is your highest completed qualification?';
    expect(lackContradicted(noDegree, CV_WITH_EDUCATION)).toMatch(/no degree/);
    expect(lackContradicted(noDegree, CV_WITHOUT)).toBeNull();
    expect(
      lackContradicted(noDegree, 'Иван Петров\nОбразование\nКазанский университет · 2015 – 2019\n'),
    ).toMatch(/no degree/);
    expect(
      lackContradicted('Su CV no indica un título. ¿Cuál es su formación más alta?', CV_WITH_EDUCATION),
    ).not.toBeNull();
    const noJobs = "Votre CV n'indique pas d'emplois datés. Pouvez-vous indiquer vos employeurs ?";
    expect(lackContradicted(noJobs, CV_WITH_JOBS)).toMatch(/no dated employment/);
    expect(lackContradicted(noJobs, CV_WITHOUT)).toBeNull();
    // An experience heading with words before it, over 'Employer. Title. Years.' rows (round 17).
    const appointments =
      'Jo Bloggs\nNon-Academic professional experience\nHarbour Films. Editor. 2015 - 2019.\n';
    expect(
      lackContradicted('Your CV does not give dated employment. Can you list your employers?', appointments),
    ).toMatch(/no dated employment/);
    // A Scrum Master certificate is no degree.
    expect(lackContradicted(noDegree, 'Jo Bloggs\nCertificates\nCertified Scrum Master\n')).toBeNull();
    // A degree abbreviated in a results table ('B.E (Civil)', 'B.Tech', 'MCA') is a degree too.
    const table =
      'Jo Bloggs\nQualification · Board · Year\nB.E (Civil\nEngineering) · Pune University · 2019\n';
    expect(lackContradicted(noDegree, table)).not.toBeNull();
    expect(lackContradicted(noDegree, 'Jo Bloggs\nMCA · Delhi University · 2017\n')).not.toBeNull();
  });

  it('reads an experience heading that goes on, in any language', () => {
    const noJobs = 'Su CV no indica empleos con fechas. ¿Puede indicar sus empleadores?';
    const cv = 'Ana Ruiz\nEXPERIENCIA EN LA INDUSTRIA\nAnalista, Banco Sur · Marzo 2020 - presente\n';
    expect(lackContradicted(noJobs, cv)).not.toBeNull();
    expect(lackContradicted(noJobs, 'Ana Ruiz\nExperiencia con Excel y SQL avanzado.\nIdiomas\n')).toBeNull();
  });

  it('flags a grade read into a school or degree, and passes a grade told apart', () => {
    expect(gradesInNames('Estudié Licenciatura en Física en Promedio: 9.1/10.0 (2020).')).toEqual([
      'Promedio: 9.1/10.0',
    ]);
    expect(gradesInNames('Your CV lists a BSc from Northfield University GPA 3.8 (2015).')).toEqual([
      'GPA 3.8',
    ]);
    expect(gradesInNames('I raised the team score 20% in two quarters.')).toEqual([]);
    expect(gradesInNames('GPA 3.8. I graduated in 2015.')).toEqual([]);
    expect(gradesInNames('I hold a Master Degree in Physics; 9.2/10 from Coastal Institute (2011).')).toEqual(
      ['; 9.2/10'],
    );
    expect(
      gradesInNames('Your CV lists a BSc in Chemistry, 15/20 from Lyon (2009). Can you confirm it?'),
    ).toEqual([', 15/20']);
    expect(gradesInNames('I hold a BSc in Chemistry from Lyon (2009); I scored 9/10 in a test.')).toEqual([]);
  });

  it('flags dates to confirm that the question does not give, and passes dated ones', () => {
    expect(
      datesAskedButNotGiven(
        'Your CV lists Sr. Analyst at Acme. Can you confirm these dates and your job title?',
      ),
    ).toBe(true);
    expect(
      datesAskedButNotGiven('Su CV indica Voluntario en Ayuda Sur. ¿Puede confirmar las fechas y su cargo?'),
    ).toBe(true);
    expect(
      datesAskedButNotGiven(
        'Your CV lists Sr. Analyst at Acme from 2019 to 2021. Can you confirm these dates and your job title?',
      ),
    ).toBe(false);
  });

  it('flags a label, a date range or a secondary school read as part of a degree, and passes a plain degree', () => {
    expect(
      namesThatAreNot(
        'Su CV indica Licenciatura en Física en Media: 9.1/10 (2020). ¿Puede confirmar el título?',
      ),
    ).toHaveLength(1);
    expect(
      namesThatAreNot(
        'Your CV lists a Master Studies Physics from 2011 - 2013 (2010). Can you confirm it?',
      )[0],
    ).toMatch(/date range/);
    expect(
      namesThatAreNot('Your CV lists a BS from Lakeside High School (2015). Can you confirm the degree?')[0],
    ).toMatch(/secondary school/);
    expect(
      namesThatAreNot(
        'Your CV lists an M.Sc. in 07/2014 from Northfield University (2014). Can you confirm it?',
      )[0],
    ).toMatch(/date as the subject/);
    expect(
      namesThatAreNot('Your CV lists an HS Diploma from Lakeside High School (2011). Can you confirm it?'),
    ).toEqual([]);
    expect(
      namesThatAreNot(
        'Your CV lists a B.S. in Physics from Northfield University (2015). Can you confirm it?',
      ),
    ).toEqual([]);
    expect(
      namesThatAreNot('Votre CV indique une formation : Physique à Lyon. Quel diplôme y avez-vous obtenu ?'),
    ).toEqual([]);
  });

  it("passes an admin question's lead-in ending in a colon (Czech, Turkish, Polish, Russian), and flags a label after it (round 30)", () => {
    expect(
      namesThatAreNot(
        'Ve vašem životopise je uvedeno: Inženýr, Vysoká škola Lesní (2016). Potvrďte prosím obor, školu a rok ukončení.',
      ),
    ).toEqual([]);
    expect(
      namesThatAreNot(
        'Ve vašem životopise je uvedena současná práce: Mechanik (Opravna Kolín) od 2021. Pracujete tam stále?',
      ),
    ).toEqual([]);
    expect(
      namesThatAreNot(
        'Özgeçmişinizde şu eğitim yer alıyor: Deniz Üniversitesi, Kimya Lisansı (2012). Teyit edebilir misiniz?',
      ),
    ).toEqual([]);
    expect(
      namesThatAreNot(
        'Özgeçmişinizde şu görev yer alıyor: Liman Lojistik bünyesinde Planlamacı (2018 – 2020). Teyit edebilir misiniz?',
      ),
    ).toEqual([]);
    expect(
      namesThatAreNot(
        'W CV podano: Magister Chemii, Uniwersytet Nadmorski (2019). Proszę potwierdzić kierunek, uczelnię i rok.',
      ),
    ).toEqual([]);
    expect(
      namesThatAreNot(
        'В резюме указано: Инженер, Речной университет (2015). Подтвердите, пожалуйста, степень и год окончания.',
      ),
    ).toEqual([]);
    expect(
      namesThatAreNot(
        'Ve vašem životopise je uvedeno: Inženýr, Průměr: 1,4 (2016). Potvrďte prosím obor, školu a rok ukončení.',
      ),
    ).toHaveLength(1);
    expect(
      namesThatAreNot(
        'Özgeçmişinizde şu eğitim yer alıyor: Kimya Lisansı, Ortalama: 3,2 (2012). Teyit edebilir misiniz?',
      ),
    ).toHaveLength(1);
  });

  it("flags the CV's name line given as the location, and passes a place", () => {
    const named =
      'Your CV gives your location as Jo Bloggs, PharmD. Are you legally authorised to work here?';
    expect(locationThatIsNot(named, 'Contact\nJo Bloggs, PharmD\nBoston')).not.toBeNull();
    expect(
      locationThatIsNot(
        'Your CV gives your location as Boston, MA. Are you authorised?',
        'Jo Bloggs\nBoston, MA',
      ),
    ).toBeNull();
  });

  it('counts the questions written from the CV, not those asked of every CV alike', () => {
    expect(
      isWrittenFromCv('Your CV lists a BSc from Northfield University (2015). Can you confirm it?'),
    ).toBe(true);
    expect(
      isWrittenFromCv(
        'Do you prefer remote, hybrid or on-site work, and would you consider relocating from Boston?',
      ),
    ).toBe(true);
    expect(isWrittenFromCv('What salary range are you expecting for your next role?')).toBe(false);
  });

  it("flags a student's status listed as a degree, and passes the degree", () => {
    expect(
      educationEntriesAsDegrees('Your CV lists a Master student in Physics at Northfield University.'),
    ).toHaveLength(1);
    expect(
      educationEntriesAsDegrees('Your CV lists a Master of Science in Physics at Northfield University.'),
    ).toEqual([]);
  });

  it("passes a company named '<Name> Experiences', and still flags the heading", () => {
    expect(headingsAsRoles('Your CV shows you as an Engineer at Globex Experiences since 2020.')).toEqual([]);
    expect(headingsAsRoles('Tell me about your time at Work Experiences.')).toEqual(['Work Experiences']);
  });
});

// Issue 13, round 21: a two-column Word 365 CV in Portuguese, told it lacks the degree and the dated jobs it holds.
describe('a lack a two-column CV contradicts (issue 13, round 21)', () => {
  const cv = [
    '## PRÊMIOS EM DESTAQUE EXPERIÊNCIA PROFISSIONAL',
    '## GERENTE DE VENDAS • NORTHWIND',
    '## ALIMENTOS • 03/2019 – 08/2021',
    'ANALISTA DE MERCADO • BANCO SERRANO • 01/2016 – 02/2019',
    '## ESCOLARIDADE',
    '- Graduação em Economia;',
  ].join('\n');

  it('flags both lacks, and passes them on a CV without studies or dated jobs', () => {
    expect(
      lackContradicted('Your CV does not list a degree or diploma. What is your highest qualification?', cv),
    ).toMatch(/no degree/);
    expect(
      lackContradicted('Your CV does not give dated employment. Can you list your employers?', cv),
    ).toMatch(/no dated employment/);
    const bare = 'Ana Roe\nI like hiking and chess.\nSkills • Excel • Word';
    expect(lackContradicted('Your CV does not list a degree or diploma. What is it?', bare)).toBeNull();
    expect(lackContradicted('Your CV does not give dated employment. Can you list them?', bare)).toBeNull();
  });
});

describe('a lack the CV contradicts, asked in Russian or Ukrainian (issue 13, round 32)', () => {
  it("flags 'В резюме не указан диплом' beside a Europass CV's education heading", () => {
    const cv = 'ОБРАЗОВАНИЕ И ОБУЧЕНИЕ\n2004 – 2009 Магистър по стенопис, Художествена академия, гр. Пловдив';
    expect(
      lackContradicted('В резюме не указан диплом. Какое у вас самое высокое образование?', cv),
    ).not.toBeNull();
    expect(
      lackContradicted('У резюме не вказано диплом. Яка у вас найвища здобута освіта?', cv),
    ).not.toBeNull();
    expect(
      lackContradicted(
        'В автобиографията Ви не е посочена диплома. Какво е най-високото Ви образование?',
        cv,
      ),
    ).not.toBeNull();
    expect(
      lackContradicted('В резюме не указан диплом. Какое у вас самое высокое образование?', 'ОПИТ\nХудожник'),
    ).toBeNull();
  });
});

describe("a Bulgarian verification question's own lead-in is no label in a name (issue 13, round 32)", () => {
  it("passes 'В автобиографията Ви е посочено: …' and '… е посочена настоящата Ви работа: …'", () => {
    expect(
      namesThatAreNot(
        'В автобиографията Ви е посочено: Магистър, Художествена академия (2009). Моля, потвърдете степента.',
      ),
    ).toEqual([]);
    expect(
      namesThatAreNot(
        'В автобиографията Ви е посочена настоящата Ви работа: Ателие „Глина“ от 2016. Работите ли все още там?',
      ),
    ).toEqual([]);
    expect(
      namesThatAreNot('В автобиографията Ви е посочено: Средна оценка: 5.80. Моля, потвърдете.'),
    ).not.toEqual([]);
  });
});
