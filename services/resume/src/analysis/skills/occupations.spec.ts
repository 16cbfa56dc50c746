import { OccupationIndex } from './occupations.js';
import { loadTaxonomy } from './taxonomy.js';

const index = new OccupationIndex(loadTaxonomy());
const codesOf = (title: string) => index.occupationsForRole(title).map((o) => index.occupation(o).code);

/**
 * Realistic role titles across occupations and levels, with the O*NET codes a reader would accept for each (a title
 * may name several). Every code the index returns must be acceptable, and it must return one.
 */
const TITLES: [title: string, accepted: string[]][] = [
  // warehouse and logistics: the first-line supervisor of what is supervised, not a railroad yardmaster
  ['Outbound Operations Supervisor (2nd shift)', ['53-1042.00', '53-1043.00', '53-1047.00', '11-3071.00']],
  ['Warehouse Operations Supervisor', ['53-1042.00', '53-1043.00', '53-1047.00', '11-3071.00']],
  ['Warehouse Lead', ['53-1042.00', '53-1043.00', '53-1047.00']],
  ['Order Filler', ['53-7065.00']],
  ['Dispatch Supervisor', ['43-1011.00', '53-1047.00']],
  // retail
  ['Department Supervisor', ['41-1011.00']],
  ['Cashier Supervisor', ['41-1011.00']],
  ['Assistant Store Manager', ['41-1011.00', '11-1021.00']],
  // O*NET has no 'front end lead', but 'Front End Manager' under retail and office supervisors (not production)
  ['Front End Lead', ['41-1011.00', '43-1011.00']],
  // healthcare
  ['Charge Nurse', ['29-1141.00', '29-1141.01', '29-2061.00']],
  ['Registered Nurse', ['29-1141.00']],
  ['Medical Assistant', ['31-9092.00']],
  ['Certified Nursing Assistant', ['31-1131.00']],
  ['Dental Assistant', ['31-9091.00']],
  // trades
  ['Lead Carpenter', ['47-2031.00', '51-7011.00']],
  ['Journeyman Electrician', ['47-2111.00']],
  ['Electrical Foreman', ['47-1011.00', '49-1011.00']],
  ['Plumbing Foreman', ['47-1011.00']],
  ['Landscaping Crew Lead', ['37-1012.00']],
  ['Machine Shop Lead', ['51-1011.00']],
  ['Production Supervisor', ['51-1011.00']],
  ['Housekeeping Supervisor', ['37-1011.00']],
  // office
  ['Office Coordinator', ['43-1011.00', '43-6014.00', '43-9061.00']],
  ['Executive Assistant', ['43-6011.00']],
  ['Customer Service Team Lead', ['43-1011.00', '43-4051.00']],
  ['Payroll Specialist', ['43-3051.00', '13-1141.00']],
  // food service
  ['Kitchen Lead', ['35-1012.00', '35-1011.00']],
  ['Restaurant Shift Leader', ['35-1012.00']],
  ['Sous Chef', ['35-1011.00']],
  // tech
  ['Senior Software Engineer', ['15-1252.00']],
  ['IT Support Specialist', ['15-1232.00']],
];

describe('OccupationIndex.occupationsForRole', () => {
  it.each(TITLES)('%s', (title, accepted) => {
    const codes = codesOf(title);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((c) => !accepted.includes(c))).toEqual([]);
  });

  it("reads an owner's title by the business or the other pieces, never as O*NET's odd readings of 'owner'", () => {
    // O*NET lists 'Owner' among urologists' reported titles, 'Founder' among foundry workers', 'Partner' accountants'
    for (const title of ['Owner', 'Founder', 'Co-Founder', 'Partner', 'Business Owner', 'Managing Partner'])
      expect(codesOf(title)).toEqual([]);
    expect(codesOf('Bakery Owner')[0]).toBe('51-3011.00');
    expect(codesOf('Salon Owner / Stylist')[0]).toBe('39-5012.00');
    expect(codesOf('Founder & CEO')).toEqual(['11-1011.00']);
    expect(codesOf('Funeral Home Owner')).toEqual(['11-9171.00']);
  });

  it('reads a supervisor by what it supervises, not by one rare title sharing a word', () => {
    // 'outbound supervisor' is an alternate title of railroad yardmasters only
    expect(codesOf('Outbound Operations Supervisor')).not.toContain('53-4031.00');
  });

  it('reads the likeliest occupation first: a common one before a rare one, a qualifier, a supervised line of work', () => {
    const first = (title: string) => codesOf(title)[0];
    expect(first('Sales Associate')).toBe('41-2031.00'); // retail salespersons, not insurance sales agents
    expect(first('Plant Manager')).toBe('11-3051.00'); // industrial production, not biomass power plant managers
    expect(first('Site Reliability Engineer')).toBe('15-1252.00'); // not validation engineers
    expect(first('CNA')).toBe('31-1131.00'); // the occupation whose titles spell it out
    expect(first('Deckhand, Commercial Fishing')).toBe('45-3031.00'); // not sailors
    expect(first('Cook Supervisor')).toBe('35-1012.00'); // food service, not production
    expect(first('Framing Foreman')).toBe('47-1011.00'); // construction, not production
    expect(first('Director of Nursing')).toBe('11-9111.00');
    expect(first('Journeyman Lineman')).toBe('49-9051.00'); // a line worker, not an electrician
    expect(first('Owner/Operator, Lawn Care')).toBe('37-3011.00'); // the field of an owner's business
  });

  it("reads relatedness from the target's side: an aide's years are not an LPN's, an RN's are", () => {
    const role = (title: string) => index.occupationsForRole(title);
    // the aide's closest occupations name the LPN; the LPN's name the RN, not the aide
    expect(index.sameLineOfWork(role('Certified Nursing Assistant'), role('Licensed Practical Nurse'))).toBe(false);
    expect(index.sameLineOfWork(role('Registered Nurse'), role('Licensed Practical Nurse'))).toBe(true);
  });

  it('counts the work a first-line supervisor supervises as its line of work, at any employer', () => {
    const role = (title: string) => index.occupationsForRole(title);
    expect(index.sameLineOfWork(role('Outbound Operations Supervisor'), role('Order Filler'))).toBe(true);
    expect(index.sameLineOfWork(role('Department Supervisor'), role('Cashier'))).toBe(true);
    expect(index.sameLineOfWork(role('Department Supervisor'), role('Senior Software Engineer'))).toBe(false);
    expect(index.sameLineOfWork(role('Order Filler'), role('Cashier'))).toBe(false);
  });
});
