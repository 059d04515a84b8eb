import { dataCompetencies } from './data.ts';
import { productCompetencies } from './product.ts';
import { professionalCompetencies } from './professional.ts';
import { salesCompetencies } from './sales.ts';
import { softwareCompetencies } from './software.ts';
import { supportCompetencies } from './support.ts';
import type { BankCompetency } from './types.ts';

/** The curated, reviewed question bank: more specific domains first, so ties go to them. */
export const mcqBank: readonly BankCompetency[] = [
  ...softwareCompetencies,
  ...dataCompetencies,
  ...productCompetencies,
  ...salesCompetencies,
  ...supportCompetencies,
  ...professionalCompetencies,
];
