import { describe, expect, it } from 'vitest';
import { bodyNameWordsAsSkills, hobbiesAsSkills } from './cv-skill-checks.ts';

describe('skills an answer names that are none', () => {
  it('finds a pastime the CV lists only under its hobbies', () => {
    const cv = [
      'Irene Calvo',
      'HABILIDADES',
      'Kotlin',
      'OTRAS ACTIVIDADES',
      'Ajedrez',
      'Cerámica',
      'EXPERIENCIA LABORAL',
      'Desarrolladora en Tramonta, con Kotlin',
    ].join('\n');
    expect(hobbiesAsSkills('Las habilidades que más uso son Kotlin, Ajedrez y Cerámica.', cv)).toEqual([
      'Ajedrez',
      'Cerámica',
    ]);
    expect(hobbiesAsSkills('The skills I use most are Kotlin and Figma.', cv)).toEqual([]);
  });

  // The about-yourself answer names the listed skills without a claim of use ('My skills include ...').
  it('reads the skills an answer names after a plain lead-in, in English, Spanish and French', () => {
    const cv = ['HABILIDADES', 'Kotlin', 'OTRAS ACTIVIDADES', 'Ajedrez'].join('\n');
    expect(hobbiesAsSkills('My skills include Kotlin and Ajedrez.', cv)).toEqual(['Ajedrez']);
    expect(hobbiesAsSkills('Entre mis habilidades están Kotlin y Ajedrez.', cv)).toEqual(['Ajedrez']);
    expect(hobbiesAsSkills('Mes compétences comprennent Kotlin et Ajedrez.', cv)).toEqual(['Ajedrez']);
  });

  it("finds a word the CV writes only inside a body's name", () => {
    const cv = 'Reviewer for the Baltic Harbour Exchange Service (2021)\nBuilt dashboards in Tableau';
    expect(bodyNameWordsAsSkills('Your CV lists Tableau and Exchange. Which do you know best?', cv)).toEqual([
      'Exchange',
    ]);
    const admin = `${cv}\nRan the Exchange mail servers of a school`;
    expect(
      bodyNameWordsAsSkills('Your CV lists Tableau and Exchange. Which do you know best?', admin),
    ).toEqual([]);
  });
});
