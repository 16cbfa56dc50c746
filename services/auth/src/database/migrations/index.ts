import { EVENT_MIGRATIONS } from '@pathwise/platform';
import { CreateUsers1732400000000 } from './1732400000000-create-users.js';

export const AUTH_MIGRATIONS = [...EVENT_MIGRATIONS, CreateUsers1732400000000];
