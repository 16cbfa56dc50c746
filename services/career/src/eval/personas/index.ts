import type { Persona } from '../persona.js';
import { ADDED_2026_11 } from './added-2026-11.js';
import { ADDED_2026_11_ROUND4 } from './added-2026-11-round4.js';
import { ADDED_2026_11_ROUND5 } from './added-2026-11-round5.js';
import { ADDED_2026_11_ROUND6 } from './added-2026-11-round6.js';
import { ADDED_2026_11_ROUND7 } from './added-2026-11-round7.js';
import { ADDED_2026_11_ROUND8 } from './added-2026-11-round8.js';
import { ADDED_2026_11_ROUND9 } from './added-2026-11-round9.js';
import { ADDED_2026_11_ROUND10 } from './added-2026-11-round10.js';
import { ADDED_2026_11_ROUND11 } from './added-2026-11-round11.js';
import { ADDED_2026_11_ROUND12 } from './added-2026-11-round12.js';
import { ADDED_2026_11_ROUND13 } from './added-2026-11-round13.js';
import { ARTISTIC } from './artistic.js';
import { CONVENTIONAL } from './conventional.js';
import { DEV_BROAD_FIELDS } from './dev-broad-fields.js';
import { DEV_EVERYDAY } from './dev-everyday-2026-11-25.js';
import { ENTERPRISING } from './enterprising.js';
import { INVESTIGATIVE } from './investigative.js';
import { REALISTIC } from './realistic.js';
import { SOCIAL } from './social.js';

/** The labelled evaluation set: 48 people, eight per interest area, dev and held-out, 12 held-out people added later 11 more held out before the fourth round, 13 before the fifth, 11 before the sixth, 12 before the seventh, 12 before the eighth, 12 before the ninth, 12 before the tenth and 12 more after it (round 11); 12 dev people in the broad everyday fields (2026-11-25)., and 12 more held out on 2026-11-25 (round 12); 13 more dev people of everyday and professional work (2026-11-25, second session); 12 more held out on the morning of 2026-11-25 (round 13). */
export const PERSONAS: readonly Persona[] = [
  ...REALISTIC,
  ...INVESTIGATIVE,
  ...ARTISTIC,
  ...SOCIAL,
  ...ENTERPRISING,
  ...CONVENTIONAL,
  ...DEV_BROAD_FIELDS,
  ...DEV_EVERYDAY,
  ...ADDED_2026_11,
  ...ADDED_2026_11_ROUND4,
  ...ADDED_2026_11_ROUND5,
  ...ADDED_2026_11_ROUND6,
  ...ADDED_2026_11_ROUND7,
  ...ADDED_2026_11_ROUND8,
  ...ADDED_2026_11_ROUND9,
  ...ADDED_2026_11_ROUND10,
  ...ADDED_2026_11_ROUND11,
  ...ADDED_2026_11_ROUND12,
  ...ADDED_2026_11_ROUND13,
];
