import { administrationCompetencies } from './administration.ts';
import { communicationsCompetencies } from './communications.ts';
import { dataCompetencies } from './data.ts';
import { educationCompetencies } from './education.ts';
import { engineeringCompetencies } from './engineering.ts';
import { financeCompetencies } from './finance.ts';
import { fundraisingCompetencies } from './fundraising.ts';
import { healthcareCompetencies } from './healthcare.ts';
import { hospitalityCompetencies } from './hospitality.ts';
import { housekeepingCompetencies } from './housekeeping.ts';
import { legalCompetencies } from './legal.ts';
import { maintenanceCompetencies } from './maintenance.ts';
import { marketingCompetencies } from './marketing.ts';
import { mediaCompetencies } from './media.ts';
import { operationsCompetencies } from './operations.ts';
import { peopleCompetencies } from './people.ts';
import { productCompetencies } from './product.ts';
import { productionCompetencies } from './production.ts';
import { professionalCompetencies } from './professional.ts';
import { publicCompetencies } from './public.ts';
import { retailCompetencies } from './retail.ts';
import { salesCompetencies } from './sales.ts';
import { socialCompetencies } from './social.ts';
import { softwareCompetencies } from './software.ts';
import { supportCompetencies } from './support.ts';
import { tradesCompetencies } from './trades.ts';
import type { BankCompetency } from './types.ts';

/** The curated, reviewed question bank. Specific domains come first and general ones last, so ties go to them. */
export const mcqBank: readonly BankCompetency[] = [
  ...softwareCompetencies,
  ...dataCompetencies,
  ...productCompetencies,
  ...salesCompetencies,
  ...marketingCompetencies,
  ...supportCompetencies,
  ...financeCompetencies,
  ...legalCompetencies,
  ...healthcareCompetencies,
  ...educationCompetencies,
  ...socialCompetencies,
  ...operationsCompetencies,
  ...maintenanceCompetencies,
  ...engineeringCompetencies,
  ...productionCompetencies,
  ...hospitalityCompetencies,
  ...housekeepingCompetencies,
  ...retailCompetencies,
  ...tradesCompetencies,
  ...publicCompetencies,
  ...fundraisingCompetencies,
  ...administrationCompetencies,
  ...mediaCompetencies,
  ...communicationsCompetencies,
  ...peopleCompetencies,
  ...professionalCompetencies,
];
