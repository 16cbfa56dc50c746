import { enumeratedItems } from './enumerations.js';

describe('enumeratedItems (skills a sentence lists)', () => {
  const verbs = new Set(['install', 'draft', 'run', 'manage', 'hung']);

  it.each([
    [
      'Custom built-ins, coffered ceilings, wainscoting and stair rebuilds for 25-30 clients a year',
      ['Custom built-ins', 'coffered ceilings', 'wainscoting', 'stair rebuilds'],
    ],
    // three items, the last one's prepositional phrase holding another 'and'
    [
      'Aerosol therapy, oxygen titration and airway clearance on medical floors and the step-down unit',
      ['Aerosol therapy', 'oxygen titration', 'airway clearance'],
    ],
    // a first item holding the bullet's verb phrase is left out, the others count
    [
      'Install and terminate 480V three-phase distribution, panelboards, transformers and motor control centers',
      ['panelboards', 'transformers', 'motor control centers'],
    ],
    [
      'Draft discovery requests, subpoenas and deposition notices',
      ['discovery requests', 'subpoenas', 'deposition notices'],
    ],
    // the bullet's verb and the preposition it takes
    [
      'Assisted with bathing, toileting and Hoyer lift transfers for two residents',
      ['bathing', 'toileting', 'Hoyer lift transfers'],
    ],
    // a serial comma before the last item
    [
      'Draft discovery requests, subpoenas, and deposition notices',
      ['discovery requests', 'subpoenas', 'deposition notices'],
    ],
    // the list after 'including', what came before it left out
    [
      'Medication pass for 24-30 residents on a rehab hall, including insulin, tube feedings and narcotics count',
      ['insulin', 'tube feedings', 'narcotics count'],
    ],
    // a clause after the list
    [
      'Draft web copy, email sequences and blog articles for 20+ clients, including two device makers',
      ['web copy', 'email sequences', 'blog articles'],
    ],
  ])('%s', (sentence, items) => {
    expect(enumeratedItems(sentence, verbs)).toEqual(items);
  });

  it.each([
    'Turned, bathed and ambulated patients on a 30-bed unit',
    'Count tills, make safe deposits and do cash reconciliation at open and close',
    'Friendly, fast and accurate support rep',
    'Rotated through the NICU, pulmonary function lab and adult ICU',
    'Comfortable with drips, unstable rhythms and high-turnover assignments',
    'Hung drywall and taped seams',
    // adjectives sharing one noun, the first after the bullet's verb
    'Scrub general, orthopedic and trauma cases in the main OR',
  ])('finds no skills in actions, qualities and places: %s', (sentence) => {
    expect(enumeratedItems(sentence, verbs)).toEqual([]);
  });
});
