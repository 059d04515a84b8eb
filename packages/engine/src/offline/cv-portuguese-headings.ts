import type { CvSectionKind } from './cv-vocabulary.ts';

/**
 * Section headings of Brazilian and Portuguese Word CVs beside the common ones cv-vocabulary.ts knows ('Experiência
 * profissional', 'Formação acadêmica'): a heading is never an employer, a school or a degree, and the lines under it
 * are read as its section's ('Qualificações' over 'AutoCAD – avançado' lists tools, not a post; 'Pós-graduação' over
 * an MBA is studies). Matched on the lower-cased heading.
 */
export const PORTUGUESE_HEADINGS: [CvSectionKind, RegExp][] = [
  ['experience', /^(?:atividades|hist[óo]rico|trajet[óo]ria) profissional$|^atividades profissionais$/],
  [
    'education',
    /^forma[çc][ãa]o (?:profissional|superior|escolar)$|^p[óo]s-gradua[çc](?:[ãa]o|[õo]es)$|^gradua[çc][ãa]o$/,
  ],
  [
    'skills',
    /^qualifica[çc][õo]es(?: t[ée]cnicas)?$|^conhecimentos(?: t[ée]cnicos| em inform[áa]tica)?$|^compet[êe]ncias(?: t[ée]cnicas)?$/,
  ],
  ['coursework', /^capacita[çc][ãa]o$|^treinamentos$|^cursos e treinamentos$/],
  [
    'other',
    /^dados pessoais$|^informa[çc][õo]es pessoais$|^equival[êe]ncia profissional$|^registro profissional$|^curr[íi]culo$|^curriculum vitae$/,
  ],
];
