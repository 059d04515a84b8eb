import { describe, expect, it } from 'vitest';
import { skillsPair } from './cv-skill-and-project-pairs.ts';
import { profile, role } from './test-fixtures.ts';

// A made-up graduate's CV: no post's line names a tool it lists, its projects' lines do.
const graduate = profile({
  skills: ['Kotlin', 'PostgreSQL', 'Redis', 'Figma'],
  hasSkillsSection: true,
  projects: [
    {
      name: 'Library Seat Finder',
      details: [
        'Designed the screens.',
        'An Android app was built in Kotlin that keeps free seats in Redis.',
      ],
    },
    { name: 'Recipe Box', details: ['Recipes were stored in PostgreSQL with full-text search.'] },
  ],
});

describe('the tools question of a CV whose projects show its tools in use', () => {
  it('is answered with the project lines that use them, one line of each project, with the tools that line shows', () => {
    const pair = skillsPair(graduate);
    expect(pair?.question).toBe(
      'Your CV lists Kotlin, PostgreSQL, Redis and Figma. Which do you know best, and where have you used them?',
    );
    expect(pair?.answer).toBe(
      'I worked with Kotlin and Redis on my project "Library Seat Finder": an Android app was built in Kotlin that keeps free seats in Redis. ' +
        'I worked with PostgreSQL on my project "Recipe Box": recipes were stored in PostgreSQL with full-text search.',
    );
  });

  it('names in its question the tools its answer shows, after the two listed first', () => {
    const pair = skillsPair({ ...graduate, skills: ['Sass', 'Jest', 'Figma', 'Vue', 'Redis'] });
    expect(pair?.question).toBe(
      'Your CV lists Sass, Jest, Redis and Figma. Which do you know best, and where have you used them?',
    );
  });

  it('still takes a post line that shows a tool before any project', () => {
    const pair = skillsPair({
      ...graduate,
      roles: [role({ title: 'Intern', organisation: 'Fjordline', details: ['Wrote Redis cache layer'] })],
    });
    expect(pair?.answer).toContain('at Fjordline');
    expect(pair?.answer).not.toContain('Library Seat Finder');
  });

  it('is not asked where no project line names a listed tool either', () => {
    expect(
      skillsPair({ ...graduate, projects: [{ name: 'Poster', details: ['Designed a poster.'] }] }),
    ).toBeNull();
  });
});
