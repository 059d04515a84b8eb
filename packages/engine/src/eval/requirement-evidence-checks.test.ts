import { describe, expect, it } from 'vitest';
import {
  officeLocationFault,
  placeCutMidWord,
  relocationForRemotePost,
  requirementEvidenceFault,
} from './requirement-evidence-checks.ts';

const requirement = (title: string, question: string) => ({ title, question });

describe("a work requirement's evidence, read for its own kind of words (issue 13, round 13 kinds)", () => {
  it('flags an authorisation whose quote has no right-to-work word, and passes one that has', () => {
    expect(
      requirementEvidenceFault(
        requirement(
          'Work authorisation',
          'The posting states "See our grant sponsorship guide for details". Are you authorised?',
        ),
      ),
    ).toMatch(/work permit/);
    expect(
      requirementEvidenceFault(
        requirement(
          'Work authorisation',
          'The posting states "Applicants need a valid work permit for Norway". Are you authorised?',
        ),
      ),
    ).toBeNull();
  });

  it('flags a contract whose quote is a duty, and passes stated terms', () => {
    expect(
      requirementEvidenceFault(
        requirement(
          'Contract type',
          'The posting describes the engagement as "Support the team with freelancer onboarding". Is that right?',
        ),
      ),
    ).toMatch(/term of engagement/);
    expect(
      requirementEvidenceFault(
        requirement(
          'Contract type',
          'The posting describes the engagement as "A fixed-term post of 12 months". Is that right?',
        ),
      ),
    ).toBeNull();
  });

  it('flags a location quoted from a pay block and a start date quoting tagged criteria, and passes a plain place', () => {
    expect(
      requirementEvidenceFault(
        requirement(
          'Ubicación',
          'La oferta indica: "Salario Si vives en Chile, ofrecemos US$ 900 al mes". ¿Te resulta posible?',
        ),
      ),
    ).toMatch(/pay block/);
    expect(
      requirementEvidenceFault(
        requirement(
          'Disponibilidad',
          'La oferta pide: - [Esencial] Inglés. - [Deseable] Python. ¿Tienes esa disponibilidad?',
        ),
      ),
    ).toMatch(/criteria/);
    expect(
      requirementEvidenceFault(
        requirement(
          'Location',
          'The posting gives the location as "Our office is in Leeds city centre". Does that work?',
        ),
      ),
    ).toBeNull();
  });

  it('flags a place that opens with a connective (a sentence read as a place), and passes a named place', () => {
    expect(
      requirementEvidenceFault(
        requirement(
          'Location',
          'The role is based in And flexible hours apply. Are you able to work from And flexible hours apply?',
        ),
      ),
    ).toMatch(/connective/);
    expect(
      requirementEvidenceFault(
        requirement(
          'Ubicación',
          'El puesto está ubicado en Pero se valora el trabajo remoto. ¿Puedes trabajar allí?',
        ),
      ),
    ).toMatch(/connective/);
    expect(
      requirementEvidenceFault(
        requirement(
          'Location',
          'The role is based in Bergen. Are you able to work from Bergen, or would you relocate?',
        ),
      ),
    ).toBeNull();
    expect(
      requirementEvidenceFault(
        requirement('Location', 'The role is based in Orléans. Are you able to work from Orléans?'),
      ),
    ).toBeNull();
  });
});

describe("the work arrangement's office location (issue 13, round 15)", () => {
  it('flags an office location that opens with a connective, and passes a place', () => {
    expect(officeLocationFault('But travel is welcome')).toMatch(/connective/);
    expect(officeLocationFault('Aunque se valora el trabajo remoto')).toMatch(/connective/);
    expect(officeLocationFault('Bergen, Norway')).toBeNull();
    expect(officeLocationFault('Orléans')).toBeNull();
    expect(officeLocationFault(null)).toBeNull();
  });
});

describe('work requirements of round 16: a duty as the contract, a remote post, a place cut mid-word', () => {
  it('flags a contract quoting a duty whose hours word is about others, and passes a contract line', () => {
    expect(
      requirementEvidenceFault(
        requirement(
          'Contract type',
          'The posting describes the engagement as "Train and schedule a crew of part-time lifeguards for the summer". Is that the kind of contract you want?',
        ),
      ),
    ).toMatch(/duty/);
    expect(
      requirementEvidenceFault(
        requirement(
          'Contract type',
          'The posting describes the engagement as "Work part-time, about 20 hours a week". Is that the kind of contract you want?',
        ),
      ),
    ).toBeNull();
  });

  it('flags a relocation asked for a post that can be done remotely, and passes an office post', () => {
    const location = requirement(
      'Location',
      'The role is based in Bergen. Are you able to work from Bergen, or would you need to relocate?',
    );
    expect(
      relocationForRemotePost(
        location,
        'A full-time post, which can be done remotely or in our office in Bergen.',
      ),
    ).toMatch(/remotely/);
    expect(
      relocationForRemotePost(location, 'A full-time post in our office in Bergen. Remote Fridays.'),
    ).toBeNull();
  });

  it('flags a quoted place the posting goes on with letters, and passes a whole place', () => {
    const posting = 'Work in our office in Bergen, Norway, or from home.';
    expect(
      placeCutMidWord('The posting gives the location as "office in B". Does that work for you?', posting),
    ).toMatch(/cut mid-word/);
    expect(
      placeCutMidWord(
        'The posting gives the location as "office in Bergen". Does that work for you?',
        posting,
      ),
    ).toBeNull();
  });
});

describe('contract terms of a Dutch or Portuguese posting (issue 13, round 17)', () => {
  it('passes a yearly contract, a PJ engagement and a fixed-term line, and still flags a duty', () => {
    for (const quote of [
      'Kans op een jaarcontract na de proefperiode',
      'Modelo de contratação: PJ',
      'Vaste aanstelling na een tijdelijk contract',
    ])
      expect(
        requirementEvidenceFault(
          requirement('Contract type', `The posting says "${quote}". Is that for you?`),
        ),
      ).toBeNull();
    expect(
      requirementEvidenceFault(
        requirement(
          'Contract type',
          'The posting says "Je ondersteunt het team bij de planning". Is that for you?',
        ),
      ),
    ).toMatch(/no term of engagement/);
  });
});

describe('contract terms of a Danish, Norwegian or Swedish posting (issue 13, rounds 23 and 24)', () => {
  it("passes a board's contract row, a permanent or temporary post, and still flags 'fast' that is no term", () => {
    for (const quote of [
      'Ansættelsesform Fastansættelse',
      'Arbejdstid · Deltid',
      'Stillinga er ei fast 100% stilling',
      'Mellombels stilling i eitt år',
      'Vikariat med mulighet for fast ansettelse',
      'Visstidsanställning, sex månader',
    ])
      expect(
        requirementEvidenceFault(
          requirement('Contract type', `The posting says "${quote}". Is that for you?`),
        ),
      ).toBeNull();
    expect(
      requirementEvidenceFault(
        requirement('Contract type', 'The posting says "Du jobber i et fast team". Is that for you?'),
      ),
    ).toMatch(/no term of engagement/);
  });
});

describe('contract terms of a stated length, a Czech or a Finnish posting (issue 13, round 25)', () => {
  const contractQuote = (quote: string) =>
    requirementEvidenceFault(requirement('Contract type', `The posting says "${quote}". Is that for you?`));

  it('passes a post of a stated length and Czech and Finnish contract rows', () => {
    for (const quote of [
      'The post is funded for three years, with a view to renewal',
      'This is a two-year position in the imaging lab',
      'We offer a 24-month contract',
      'The appointment is for an initial period of 18 months',
      'Nabízíme práci na zkrácený úvazek',
      'Typ pracovního poměru: na dobu určitou',
      'Työsuhde: määräaikainen',
    ])
      expect(contractQuote(quote)).toBeNull();
  });

  it('still flags a length that is no term of the post', () => {
    for (const quote of [
      'Three years of experience with R or Python',
      'A two-year degree in biology or chemistry',
      'You have worked for two years in a wet lab',
    ])
      expect(contractQuote(quote)).toMatch(/no term of engagement/);
  });
});
