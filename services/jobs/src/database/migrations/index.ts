import { EVENT_MIGRATIONS } from '@pathwise/platform';
import { CreateJobsTables1732710000000 } from './1732710000000-create-jobs-tables.js';
import { PlainSearchDocuments1732710000001 } from './1732710000001-plain-search-documents.js';
import { FilterStatistics1732710000002 } from './1732710000002-filter-statistics.js';

export const JOBS_MIGRATIONS = [
  ...EVENT_MIGRATIONS,
  CreateJobsTables1732710000000,
  PlainSearchDocuments1732710000001,
  FilterStatistics1732710000002,
];
