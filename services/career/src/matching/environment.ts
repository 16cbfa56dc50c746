import type { WorkEnvironment, WorkSetting } from './user-profile.js';

/**
 * How likely an occupation is to be done in each work setting the quiz offers, 0-1.
 *
 * The reference data has no O*NET Work Context ratings (see shared/data/README.md), so this is an estimate from what
 * the catalog does have: a base per SOC major group (where that kind of work is usually done), raised by the
 * occupation's own knowledge ratings (Medicine and Dentistry for a clinic or hospital, Education and Training with a
 * teaching title for a classroom, Transportation for a vehicle, Mechanical and Production for a workshop, Customer
 * and Personal Service for serving customers, Computers and Electronics for remote work) and by the words of its
 * title (Drivers, Pilots; Farm, Forest, Landscaping). It moves a score by a few points and chooses which settings a
 * reasoning may name.
 */
type Base = Partial<Record<WorkSetting, number>>;

const BY_MAJOR_GROUP: Record<string, Base> = {
  '11': { office: 0.8, remote: 0.45, customers: 0.2, outdoors: 0.1 }, // management
  '13': { office: 0.95, remote: 0.7, customers: 0.15 }, // business and financial
  '15': { office: 0.9, remote: 0.9 }, // computer and mathematical
  '17': { office: 0.7, remote: 0.35, workshop: 0.3, outdoors: 0.3 }, // architecture and engineering
  '19': { office: 0.55, remote: 0.3, outdoors: 0.3, workshop: 0.15 }, // life, physical and social science
  '21': { office: 0.65, remote: 0.3, clinical: 0.3, customers: 0.2, vehicle: 0.1 }, // community and social service
  '23': { office: 0.9, remote: 0.5 }, // legal
  '25': { classroom: 0.9, office: 0.3, remote: 0.2 }, // education
  '27': { office: 0.5, remote: 0.55, workshop: 0.25, outdoors: 0.15, customers: 0.2 }, // arts, design, media
  '29': { clinical: 0.9, office: 0.2 }, // health practitioners
  '31': { clinical: 0.85, customers: 0.2 }, // health care support
  '33': { outdoors: 0.5, vehicle: 0.5, office: 0.2, customers: 0.3 }, // protective service
  '35': { customers: 0.85, workshop: 0.2 }, // food preparation and serving
  '37': { outdoors: 0.6, workshop: 0.15, customers: 0.1 }, // building and grounds
  '39': { customers: 0.7, classroom: 0.15, outdoors: 0.2, clinical: 0.15 }, // personal care and service
  '41': { customers: 0.7, office: 0.5, remote: 0.3, vehicle: 0.2 }, // sales
  '43': { office: 0.95, remote: 0.45, customers: 0.35 }, // office and administrative support
  '45': { outdoors: 1, vehicle: 0.3 }, // farming, fishing, forestry
  '47': { outdoors: 0.85, workshop: 0.35 }, // construction and extraction
  '49': { workshop: 0.8, outdoors: 0.4, vehicle: 0.25 }, // installation, maintenance, repair
  '51': { workshop: 1 }, // production
  '53': { vehicle: 0.8, workshop: 0.4, outdoors: 0.3 }, // transportation and material moving
};

/** Title words that say where the work is done. */
const TITLE_SETTINGS: Array<[RegExp, WorkSetting, number]> = [
  [/\b(drivers?|chauffeurs|pilots|captains|mates|couriers|conductors|locomotive|truck|bus)\b/i, 'vehicle', 0.9],
  [
    /\b(farm|farmers|farmworkers|forest|forestry|fallers|landscap\w*|grounds\w*|fish\w*|hunters|park|range|wildlife|conservation|surveyors|roofers|loggers?|logging)\b/i,
    'outdoors',
    0.9,
  ],
  [/\b(teachers|instructors|tutors|teaching)\b/i, 'classroom', 0.95],
  [
    /\b(nurses|physicians|surgeons|therapists|hygienists|medical|clinical|dental|pharmac\w*|radiolog\w*|sonographers)\b/i,
    'clinical',
    0.85,
  ],
];

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const SETTINGS: readonly WorkSetting[] = [
  'office',
  'remote',
  'hybrid',
  'clinical',
  'workshop',
  'classroom',
  'outdoors',
  'vehicle',
  'customers',
];

/**
 * @param knowledge importance of a knowledge area scaled 0-1 (0 for 1 of 5, 1 for 5 of 5), by O*NET name
 * @param realistic O*NET Realistic interest score 1-7
 */
export function environmentAffinity(
  code: string,
  title: string,
  knowledge: (name: string) => number,
  realistic: number,
): Record<WorkEnvironment, number> {
  const base = BY_MAJOR_GROUP[code.slice(0, 2)] ?? { office: 0.4, remote: 0.2, outdoors: 0.3 };
  const out = Object.fromEntries(SETTINGS.map((s) => [s, base[s] ?? 0.05])) as Record<WorkSetting, number>;
  const hands = (realistic - 1) / 6;
  out.remote = clamp01(
    out.remote + 0.3 * (knowledge('Computers and Electronics') - 0.5) - 0.3 * Math.max(0, hands - 0.5),
  );
  out.office = clamp01(out.office + 0.15 * (knowledge('Computers and Electronics') - 0.5));
  out.clinical = Math.max(out.clinical, clamp01(1.4 * (knowledge('Medicine and Dentistry') - 0.35)));
  out.vehicle = Math.max(out.vehicle, clamp01(1.5 * (knowledge('Transportation') - 0.45)));
  out.workshop = Math.max(
    out.workshop,
    clamp01(1.2 * (Math.max(knowledge('Mechanical'), knowledge('Production and Processing')) - 0.45) + 0.3 * hands),
  );
  out.customers = Math.max(out.customers, clamp01(1.3 * (knowledge('Customer and Personal Service') - 0.45)));
  out.outdoors = clamp01(out.outdoors + 0.15 * (hands - 0.4));
  for (const [pattern, setting, value] of TITLE_SETTINGS) {
    if (pattern.test(title)) out[setting] = Math.max(out[setting], value);
  }
  // A classroom needs teaching, not only training knowledge: outside education, only with a teaching title.
  if (!code.startsWith('25') && !TITLE_SETTINGS[2][0].test(title)) out.classroom = Math.min(out.classroom, 0.2);
  // Hybrid needs both an office to go to and work that can be done from home.
  out.hybrid = clamp01(Math.sqrt(out.office * out.remote) + 0.05);
  // The first quiz's "Field (on site, outdoors or on the road)".
  const field = Math.max(out.outdoors, out.vehicle, 0.85 * out.workshop);
  return { ...out, field };
}

/** Settings in words, for "it suits your preference for ...". */
export const ENVIRONMENT_WORDS: Record<WorkEnvironment, string> = {
  office: 'an office setting',
  remote: 'remote work',
  hybrid: 'hybrid work',
  clinical: 'a clinic or hospital',
  workshop: 'a workshop, factory or warehouse',
  classroom: 'a classroom',
  outdoors: 'working outdoors',
  vehicle: 'work on the road',
  customers: 'serving customers',
  field: 'field work on site',
};
