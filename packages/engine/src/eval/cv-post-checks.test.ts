import { describe, expect, it } from 'vitest';
import { postsThatAreNot } from './cv-post-checks.ts';

describe("posts that are none (round 21's Word CVs)", () => {
  it('flags a stray mark, a generic word or a list heading where the employer stands', () => {
    expect(postsThatAreNot('What did you do as a Curator at .?')).toEqual([
      "a stray mark '.?' as an employer",
    ]);
    expect(postsThatAreNot('Tell me about your work at Work. What were you responsible for?')).toEqual([
      "a heading or generic word 'Work' as an employer",
    ]);
    expect(postsThatAreNot('Tell me about your time at Invited Lectures.')).toEqual([
      "a heading or generic word 'Invited Lectures' as an employer",
    ]);
    expect(postsThatAreNot('Tell me about your time at University of Leeds.')).toEqual([]);
    expect(postsThatAreNot('I worked at Acme Research from 2019.')).toEqual([]);
  });

  it("flags an appointment line's colon kept before the title", () => {
    expect(
      postsThatAreNot('Your CV shows you as : Senior Lecturer at Ridgeway University since 2021.'),
    ).toEqual(["a title with a leading colon ': Senior Lecturer at Ridgeway University since 2021'"]);
    expect(postsThatAreNot('I have been a Senior Lecturer: teaching and research.')).toEqual([]);
  });

  it('flags a council or committee seat told as a post', () => {
    expect(postsThatAreNot('I started at Ridgeway University as an Elected member in 2019.')).toEqual([
      "a council or committee seat 'Elected member' told as a post",
    ]);
    expect(postsThatAreNot('I was elected member of the board in 2019.')).toEqual([]);
  });

  it('flags a supervising professor as the title, and a course as a project', () => {
    expect(
      postsThatAreNot('Looking back at your time as a Professor Lena Marsh (Ridgeway University)?'),
    ).toEqual(["a supervisor 'Professor Lena Marsh' as a job title"]);
    expect(postsThatAreNot('I worked as a Professor Emeritus at Ridgeway University.')).toEqual([]);
    expect(postsThatAreNot('Tell me about your project "HIST 210 Modern Europe".')).toEqual([
      "a course 'HIST 210 Modern Europe' asked as a project",
    ]);
    expect(postsThatAreNot('Tell me about your project "Harbour Map 2020".')).toEqual([]);
  });
});
