import type { EmploymentType, ExperienceLevel } from '../text/job-facts.js';
import type { PayPeriod } from '../text/salary.js';

/** A listing as every board adapter (and the demo generator) hands it to the index. */
export interface NormalizedListing {
  /** Display name of the board: Remotive, Arbeitnow, JSearch, Adzuna, USAJOBS, The Muse, Demo. */
  source: string;
  /** The board's own id, unique within the board. */
  sourceId: string;
  /** The listing's page on the board (its link back). */
  sourceUrl: string;
  title: string;
  company: string;
  /** As shown: "Austin, TX", "Remote (US)", "Berlin". */
  location: string;
  city: string | null;
  region: string | null;
  country: string | null;
  remote: boolean;
  employmentType: EmploymentType;
  experienceLevel: ExperienceLevel | null;
  salaryText: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: PayPeriod | null;
  salaryCurrency: string | null;
  postedAt: Date | null;
  /** Where to apply: the employer's page when the board gives it, else the board's page. */
  applicationUrl: string;
  description: string;
  requirements: string | null;
  benefits: string | null;
  language: 'en' | 'de';
}
