import { describe, expect, it } from 'vitest';
import { openDateWordsAsEmployers, undatedEntryWithYears } from './cv-date-checks.ts';

// Issue 13, round 21's kinds, on made-up CVs.
describe('dates a CV text mistells (issue 13, round 21)', () => {
  it("flags an open date's word as the employer, and passes 'on' in a sentence", () => {
    expect(openDateWordsAsEmployers('I have been a Lab Assistant at on since 2019.')).toEqual([
      "the open date's word 'on' as the employer",
    ]);
    expect(openDateWordsAsEmployers('I worked at Ongoing Films from 2016 to 2018.')).toEqual([]);
    expect(openDateWordsAsEmployers('I worked on the survey at Hollin Institute.')).toEqual([]);
  });

  it('flags an entry asked for its dates when its name or its row holds them', () => {
    expect(
      undatedEntryWithYears(
        'Your CV lists Campanha Serra Azul 2017 e 2018 without dates. When did you hold it?',
        '',
      ),
    ).toMatch(/its name holds its years/);
    const cv = 'Experience · Lab Assistant · 2019 - on\nHollin Soil Institute\nSupervisor: Dr Roe';
    expect(
      undatedEntryWithYears(
        'Your CV lists Hollin Soil Institute without dates. When did you hold this role?',
        cv,
      ),
    ).toMatch(/dates its row/);
    expect(
      undatedEntryWithYears(
        'Your CV lists Volunteer Guide at Leeds Museum without dates. When did you hold this role?',
        'Volunteer Guide, Leeds Museum\nI showed visitors round.',
      ),
    ).toBeNull();
  });
});

describe("a Cyrillic CV's year suffix or open end as the employer (issue 13, round 32)", () => {
  it("flags 'г.' ('year') and 'досега' ('until now') from '2014 г. – досега' given as the employer", () => {
    expect(openDateWordsAsEmployers('Работал в организации «г. – досега» (2014).')).toEqual([
      "the open date's word 'г. – досега' as the employer",
    ]);
    expect(openDateWordsAsEmployers('Какое достижение в организации «г» вы считаете главным?')).toEqual([
      "the open date's word 'г' as the employer",
    ]);
    expect(openDateWordsAsEmployers('В резюме указано: г- 2017 (2009). Подтвердите даты.')).toEqual([
      "the open date's word 'г- 2017' as the employer",
    ]);
    expect(openDateWordsAsEmployers('Работал в организации «Галерия Гларус» (2014).')).toEqual([]);
    expect(openDateWordsAsEmployers('Работих в г- досега (2001).')).toEqual([
      "the open date's word 'г- досега' as the employer",
    ]);
    expect(openDateWordsAsEmployers('Работих в гр. Пловдив и в р. Дунав.')).toEqual([]);
  });
});

describe("an Uzbek CV's year abbreviation as the employer (issue 13, round 33)", () => {
  it("flags 'й.', 'йй.' and 'йил' ('year', 'years') from '2016-2019 йй.' given as the employer", () => {
    expect(openDateWordsAsEmployers('Расскажите о своей работе в организации «йй».')).toEqual([
      "the open date's word 'йй' as the employer",
    ]);
    expect(openDateWordsAsEmployers('Работал(а) в организации «й. – ҳ.в.» (2020).')).toEqual([
      "the open date's word 'й. – ҳ.в.' as the employer",
    ]);
    expect(openDateWordsAsEmployers('В резюме указано: йил (2015). Подтвердите даты.')).toEqual([
      "the open date's word 'йил' as the employer",
    ]);
    expect(openDateWordsAsEmployers('Работал(а) в организации «Йўлсозлик трести» (2015).')).toEqual([]);
  });
});
