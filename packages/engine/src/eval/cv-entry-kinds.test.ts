import { describe, expect, it } from 'vitest';
import { entriesThatAreNot } from './cv-entry-kinds.ts';

const CV = [
  'Lena Vos',
  'Werkervaring',
  '2021 – now | Data analyst at Polder Labs',
  '2018-2019 | Teaching assistant “Statistics for Biology at the City University',
  'Northgate College. Game Design BA Program. Program Director. 2020 - Present.',
  'Aanvullende opleiding',
  'Hackathon Delta 2019',
  'Participant',
].join('\n');

describe('a CV text telling as an entry what its CV line is not (issue 13, round 17 kinds)', () => {
  it('flags a heading, a result line, a year alone and a placeholder entry', () => {
    expect(entriesThatAreNot('The skills I use most are SQL, R and Aanvullende opleiding.', CV)).toEqual([
      "heading 'Aanvullende opleiding' as an entry",
    ]);
    expect(entriesThatAreNot('Your CV lists SQL, R and Participant. Which do you know best?', CV)).toEqual([
      "a result 'Participant' as an entry",
    ]);
    expect(entriesThatAreNot('Your CV lists "2021". Is it current, and which body issued it?', CV)).toEqual([
      "a year '2021' alone as an entry",
    ]);
    expect(entriesThatAreNot('My publications include "Talk 2 on Relevant Topic".', CV)).toEqual([
      "template placeholder 'Talk 2 on Relevant Topic'",
    ]);
  });

  it('flags a label as the school and a university given to a school-leaving diploma', () => {
    expect(
      entriesThatAreNot('I hold a Bachelor’s in Biology from Study abroad: Lund University (2019).', CV),
    ).toEqual(["a label 'Study abroad:' read as part of the school"]);
    expect(entriesThatAreNot('I hold an Abitur from University of Kiel (2012).', CV)).toEqual([
      'a school-leaving diploma given a university',
    ]);
  });

  it('flags a programme the person directs told as studied, and a title cut at an opening quote', () => {
    expect(
      entriesThatAreNot(
        'I started a Game Design BA Program at Northgate College in 2020 and I am still studying for it.',
        CV,
      ),
    ).toEqual(['a programme the person runs told as studied: Game Design BA Program']);
    expect(
      entriesThatAreNot('Your CV lists Teaching from 2018 to 2019. Can you confirm the dates?', CV),
    ).toEqual(["title 'Teaching' cut where its CV line opens a quotation"]);
  });

  it('passes entries told as the CV gives them', () => {
    expect(entriesThatAreNot('The skills I use most are SQL, R and Python.', CV)).toEqual([]);
    expect(
      entriesThatAreNot('Your CV lists Data analyst from 2021. Are you still in this role?', CV),
    ).toEqual([]);
    expect(entriesThatAreNot('I hold a Bachelor’s in Biology from Lund University (2019).', CV)).toEqual([]);
    expect(entriesThatAreNot('Your CV lists Analyst at Polder from May, 2018 to June, 2020.', CV)).toEqual(
      [],
    );
    expect(entriesThatAreNot('En Sistemas de Datos: Migré una base a la nube.', CV)).toEqual([]);
  });
});
