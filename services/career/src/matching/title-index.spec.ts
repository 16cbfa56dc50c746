import { defaultMatchEngine } from '../catalog/default-engine.js';
import { findNamedCareers, readJobTitle } from './title-index.js';
import { titleStem } from './title-words.js';

const { titles } = defaultMatchEngine().index;
const codesOf = (text: string) => readJobTitle(titles, text)?.candidates.map((c) => c.code) ?? [];
const named = (text: string) =>
  findNamedCareers(titles, text)
    .filter((n) => n.positive)
    .flatMap((n) => n.codes);
const avoided = (text: string) =>
  findNamedCareers(titles, text)
    .filter((n) => !n.positive)
    .flatMap((n) => n.codes);

describe('reading a job title as typed', () => {
  it.each([
    ['Registered nurse', '29-1141.00'],
    ['RN, medical-surgical unit', '29-1141.00'],
    ['Sr. software engineer', '15-1252.00'],
    ['Journeyman electrician', '47-2111.00'],
    ['electrision', '47-2111.00'], // misspelt
    ['Outside sales rep (industrial supplies)', '41-4012.00'],
    ['Staff accountant', '13-2011.00'],
    ['Crew member at a fast food restaurant', '35-3023.00'],
    ['Truck driver / warehouse', '53-3032.00'],
    ['Landscaping crew', '37-3011.00'],
    ['High school English teacher', '25-2031.00'],
    ['Sr. Accts Payable Clerk', '43-3031.00'],
  ])('reads "%s" as %s', (text, code) => {
    expect(codesOf(text)).toContain(code);
  });

  it('puts first, of readings weighted alike, the one more of O*NET sources give and more people hold', () => {
    // "CNA": nursing assistants (5 sources) and home health aides (3); "realtor": agents (5) and brokers (3);
    // "mechanic": six kinds at weight 3, automotive the most held.
    expect(codesOf('cna')[0]).toBe('31-1131.00');
    expect(codesOf('realtor')[0]).toBe('41-9022.00');
    expect(codesOf('mechanic')[0]).toBe('49-3023.00');
    // The order only: the shares stay the readings' weights.
    const realtor = readJobTitle(titles, 'realtor')!.candidates;
    expect(realtor.map((c) => c.share)).toEqual([0.5, 0.5]);
  });

  it('reads an employer or app typed with the title as the kind of place, and alone as its work', () => {
    expect(codesOf('uber driver')).toEqual(['53-3054.00']); // was every driver
    expect(codesOf('doordash')[0]).toBe('53-3033.00'); // was nothing
    expect(codesOf('target team member')).toEqual(['41-2031.00']); // was "Targeteer"
    expect(codesOf('cook at wendys')[0]).toBe('35-2011.00'); // a fast-food cook
    expect(codesOf('department manager at walmart')[0]).toBe('41-1011.00');
    expect(codesOf('cvs pharmacy tech')).toEqual(['29-2052.00']);
    // Without an employer, the same words read as before; O*NET titles with such a word are no employer.
    expect(codesOf('truck driver')[0]).toBe('53-3032.00');
    expect(codesOf('target developer')).toEqual(['15-1299.08']);
    expect(codesOf('lay-ups assembler')).toEqual(['51-9032.00']);
  });

  it('reads the everyday titles of the broad fields (2026-11-25)', () => {
    // O*NET's sources for the title times how many people hold each occupation order the readings.
    expect(codesOf('framer')[0]).toBe('47-2031.00'); // was woodworking machine operators first
    expect(codesOf('sanitation worker')[0]).toBe('53-7081.00'); // was cleaning-equipment operators first
    // ... of one title only: a field gathers several ("postal worker": not office supervisors by their numbers).
    expect(codesOf('postal worker')[0]).toBe('43-5051.00');
    // Working at a place and no more: the place's worker where titles name one.
    expect(codesOf('works at a daycare')).toEqual(['39-9011.00']); // was daycare directors first
    expect(codesOf('cna')[0]).toBe('31-1131.00');
    // "agent" where the title rests on single sources is also the title's representative.
    expect(codesOf('call center agent')[0]).toBe('43-4051.00'); // was receptionists, telemarketers
    expect(codesOf('customer care agent')[0]).toBe('43-4051.00'); // was artists' agents
    expect(codesOf('call center operator')[0]).toBe('43-4051.00');
    expect(codesOf('insurance agent')[0]).toBe('41-3021.00');
    // A shift's manager or lead at an employer supervises the employer's work.
    expect(codesOf('shift manager at mcdonalds')).toEqual(['35-1012.00']); // was Food Service Managers
    expect(codesOf('shift mgr at wendys')).toEqual(['35-1012.00']);
    expect(codesOf('shift manager')).not.toContain('35-1012.00'); // no employer: O*NET's reading
    // "op", "farmhand", a plural in -ies, where one works said with "on".
    expect(codesOf('forklift op at a warehouse')[0]).toBe('53-7051.00');
    expect(codesOf('farmhand on a cattle ranch')).toContain('45-2093.00');
    expect(codesOf('live-in nanny')[0]).toBe('39-9011.01');
  });

  it('reads an informal word for the worker as titles say it', () => {
    expect(codesOf('it guy')).toEqual(['15-1232.00']); // was IT project managers
    expect(codesOf('hvac guy')[0]).toBe('49-9021.00');
    expect(codesOf('maintenance guy')).toContain('49-9071.00');
    expect(codesOf('pest control guy')).toEqual(['37-2021.00']);
  });

  it("reads a store's manager as the retail supervisor, an owner as the manager", () => {
    expect(codesOf('store manager')[0]).toBe('41-1011.00'); // was General and Operations Managers alone
    expect(codesOf('grocery store manager')).toEqual(['41-1011.00']);
    expect(codesOf('farm owner')).toEqual(['11-9013.00']); // was Urologists
    expect(codesOf('restaurant owner')).toEqual(['11-9051.00']);
    // an owner of no named line of work runs the business; O*NET's bare 'Owner' is a urologist's reported title
    for (const typed of ['business owner', 'small business owner', 'company owner'])
      expect(codesOf(typed)).toEqual(['11-1021.00']); // were Urologists, Urologists, Dancers
    expect(codesOf('owner')).toEqual([]);
  });

  it('reads "hs" as high school, "ac" as air conditioning, "tech support" as technical support', () => {
    expect(codesOf('hs math teacher')).toEqual(['25-2031.00']); // was elementary school teachers first
    expect(codesOf('ac tech')).toEqual(['49-9021.00']);
    expect(codesOf('tech support')[0]).toBe('15-1232.00'); // was office machine repairers
    expect(codesOf('pharmacy tech')).toEqual(['29-2052.00']);
  });

  it('keeps the occupations an ambiguous title can mean, weighted by the rest of the words', () => {
    const lab = codesOf('Lab technician (QC chemistry)');
    expect(lab).toEqual(expect.arrayContaining(['19-4031.00', '19-4099.01']));
    const cna = readJobTitle(titles, 'CNA at a nursing home')!.candidates;
    expect(cna.map((c) => c.code)).toContain('31-1131.00');
    expect(cna.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1);
  });

  // Several occupations report a title; the one whose own O*NET title carries the person's words comes first.
  it.each([
    ['Project manager', '13-1082.00', '11-9041.00'], // Project Management Specialists, not A&E managers
    ['Automotive technician', '49-3023.00', '49-2096.00'], // not the motor-vehicle electronics installers
    ['Assistant professor of chemistry', '25-1052.00', '25-1031.00'], // Chemistry Teachers, not Architecture's
    ['Paraprofessional, special education classroom', '25-9043.00', '25-9042.00'],
    ['CNC machine operator', '51-9161.00', '51-9111.00'], // the acronym of its own title
  ])('reads "%s" first as %s, whose own title has its words, over %s', (text, first, other) => {
    const candidates = readJobTitle(titles, text)!.candidates;
    expect(candidates[0].code).toBe(first);
    const share = (code: string) => candidates.find((c) => c.code === code)?.share ?? 0;
    expect(share(other)).toBeLessThan(share(first));
  });

  it.each([
    'stay at home mom',
    'Homemaker',
    'student',
    'full-time student',
    "haven't had a job yet",
    'never worked',
    'no job right now',
    'unemployed',
    'n/a',
  ])('reads "%s" as no job', (text) => {
    expect(readJobTitle(titles, text)).toBeNull();
  });

  it.each([
    ['worked as a cashier', '41-2011.00'],
    ['I was a bank teller', '43-3071.00'],
    ['worked in a warehouse', '53-7065.00'], // Stockers and Order Fillers ("Warehouser")
    ['i do landscaping', '37-3011.00'],
    ['did hair for 10 years', '39-5012.00'], // the field of work after "did"
    ['doing nails', '39-5092.00'], // Manicurists and Pedicurists, before the shoe machines' "Nailer"
  ])('reads the work in "%s" said as what one does', (text, code) => {
    expect(readJobTitle(titles, text)!.candidates[0].code).toBe(code);
  });

  it.each([
    ['sales associate', '41-2031.00'], // "Salespersons" written as one word in O*NET's title
    ['farmer', '11-9013.00'], // the first worker of "Farmers, Ranchers, and Other Agricultural Managers"
    ['mig welder', '51-4121.00'], // "Welders, Cutters, ..." before the welding machine operators
    ['shelf stocker', '53-7065.00'], // "Stockers and Order Fillers" before freight movers
    ['plumer', '47-2152.00'], // corrected to the commoner word (plumber, not flumer)
    ['forklift opperator', '53-7051.00'], // corrected before a field is read from "forklift"
    ['call centre rep', '43-4051.00'], // British -tre
    ['sysadmin', '15-1244.00'],
    ['sys admin', '15-1244.00'],
  ])('reads "%s" first as %s', (text, code) => {
    expect(codesOf(text)[0]).toBe(code);
  });

  it('recognises nothing in words that are no job', () => {
    expect(readJobTitle(titles, 'none')).toBeNull();
    expect(codesOf('I like helping people and working outside')).toEqual([]);
  });
});

describe('careers named in the goals answer', () => {
  it.each([
    ['Stay in patient care and move into critical care or the ICU.', '29-1141.03'], // Critical Care Nurses
    ['Instructional design or corporate training appeal to me.', '25-9031.00'], // Instructional Coordinators
    ['I want to move into UX/UI design for apps and websites.', '15-1255.00'], // Web and Digital Interface Designers
    ["I'd like something related like dispatching or running the dock.", '43-5032.00'], // Dispatchers
    ['Move up in finance: CPA, then financial analysis or controller work.', '13-2051.00'], // Financial Analysts
    ['I want to become a nurse, LPN first and then RN.', '29-2061.00'],
    ['maybe mediation or compliance', '23-1022.00'],
    ['Something with science. I liked lab work in my biology degree.', '19-1029.04'], // Biologists
  ])('finds the career in "%s"', (text, code) => {
    expect(named(text)).toContain(code);
  });

  it.each([
    ['I want to get into HVAC.', '49-9021.00'], // an acronym naming one occupation
    ['Maybe phlebotomy, then lab work.', '31-9097.00'], // a field named like its practitioner
    ['Something in logistics.', '13-1081.00'],
    ['I would like to learn welding.', '51-4121.00'], // learned, studied: named as a career
  ])('finds the field in "%s"', (text, code) => {
    expect(named(text)).toContain(code);
  });

  // A field names its practitioners, not the teachers of its O*NET teaching titles ("Barbering Instructor"), nor the
  // occupation that reports its "... Manager" title most ("Project Manager": architectural and engineering managers).
  const POSTSECONDARY_TEACHERS = /^25-1/;
  it.each([
    ['I want to go into barbering.', '39-5011.00'], // Barbers
    ['Maybe cosmetology.', '39-5012.00'], // Hairdressers, Hairstylists, and Cosmetologists
    ['I would like to learn welding.', '51-4121.00'], // Welders
    ['Something like nursing.', '29-1141.00'], // Registered Nurses
    ['I am drawn to event planning.', '13-1121.00'], // Meeting, Convention, and Event Planners
    ['Maybe property management.', '11-9141.00'], // Property, Real Estate, and Community Association Managers
    ['I want to move into supply chain management.', '11-3071.04'], // Supply Chain Managers
    ['I want to move into project management.', '13-1082.00'], // Project Management Specialists
  ])('reads the field in "%s" as its practitioners, %s, and no teachers or A&E managers', (text, code) => {
    const codes = named(text);
    expect(codes).toContain(code);
    expect(codes.filter((c) => POSTSECONDARY_TEACHERS.test(c))).toEqual([]);
    expect(codes).not.toContain('11-9041.00'); // Architectural and Engineering Managers
  });

  it.each(['Maybe teaching.', 'Something in computer science.', 'I want to try medical assisting.'])(
    'names no postsecondary teachers in "%s"',
    (text) => {
      expect(named(text).filter((c) => POSTSECONDARY_TEACHERS.test(c))).toEqual([]);
    },
  );

  it('names the teachers when the person says "teach" or "instructor"', () => {
    expect(named('I want to become a welding instructor.')).toContain('25-1194.00');
    expect(named('Maybe a nursing instructor.')).toContain('25-1072.00');
  });

  it('does not name physicians for a "-logy" field, nor an acronym that many occupations share', () => {
    expect(named('I want to get into radiology.')).toEqual([]);
    expect(named('Maybe IT.')).toEqual([]);
  });

  it('never counts a bare head word that many titles share', () => {
    expect(named("I'd like to become an engineer.")).toEqual([]);
    expect(named('Maybe teaching or management.')).toEqual([]);
    expect(named('I want to work as an analyst or a manager somewhere.')).not.toContain('13-2051.00');
  });

  it('reads a lone field word as the occupations named after it, not one that has a single title with it', () => {
    expect(named('Maybe cybersecurity.')).toEqual(['15-1212.00']); // not Intelligence Analysts' one title
    expect(named('I want more weddings and events.')).not.toContain('27-4021.00'); // "Wedding Photographer"
    expect(named('Use what I did in the army as a civilian.')).not.toContain('17-2051.00'); // civil engineers
    expect(named('I will do the program.')).toEqual([]);
    expect(named('maybe mediation or investigations')).toEqual(
      expect.arrayContaining(['23-1022.00', '33-3021.00']), // Mediators, Detectives and Criminal Investigators
    );
  });

  it('does not read ordinary words as work to leave', () => {
    const codes = avoided("Not sure whether to stay. I can't help it, I want out of factories and clinical practice.");
    expect(codes).not.toContain('51-6042.00'); // "Stayer"
    expect(codes).not.toContain('47-3012.00'); // "Helper"
    expect(codes).not.toContain('13-2041.00'); // a credit analyst's "Factory ..." title
    expect(codes).not.toContain('43-1011.00'); // "Practice Manager"
  });

  it('reads the work one has done for years as the past, neither wanted nor left', () => {
    expect(named('Twelve years in small-animal practice and the hours are long.')).not.toContain('31-9096.00');
    const text = 'Six years on an assembly line and I want to become a medical assistant.';
    expect(named(text)).not.toContain('51-2092.00'); // Team Assemblers
    expect(named(text)).toContain('31-9092.00'); // Medical Assistants: after "want"
    expect(avoided('Six years on the phones and I am done with customer service.')).toContain('43-4051.00');
  });

  it.each([
    ['Maybe go back to school for nursing.', '29-1141.00'], // "for" before a field
    ['Get my CDL and drive trucks.', '53-3032.00'], // a credential of one's own
    ['bookkeeping from home', '43-3031.00'], // where the work is done after it
    ['occupational therapy', '29-1122.00'], // the occupation whose own title it is, not its assistants
    ['move into HR', '13-1071.00'],
  ])('reads "%s" as naming %s', (text, code) => {
    expect(named(text)).toContain(code);
  });

  it('names the occupation whose own title a field is, not those titled after it', () => {
    expect(named('occupational therapy')).toEqual(['29-1122.00']);
  });

  it('does not read verbs as careers', () => {
    expect(named('Grow into a senior role, lead a crew, move up and keep building things.')).toEqual([]);
    expect(named('I want to run the store and plan the budget.')).toEqual([]);
  });

  it('reads work the person wants to leave as such, and what they turn to as wanted', () => {
    const text = 'I want a change from teaching. Instructional design appeals to me.';
    expect(avoided(text)).toContain('25-2031.00');
    expect(named(text)).not.toContain('25-2031.00');
    expect(named(text)).toContain('25-9031.00');
    const leave = 'I want to leave patient care for medical research.';
    expect(avoided(leave)).toContain('31-1131.00'); // Nursing Assistants
    expect(named(leave)).toContain('19-1042.00'); // Medical Scientists
    expect(avoided("I don't want to be a nurse anymore.")).toContain('29-1141.00');
  });
});

describe('careers named with an app or an informal word', () => {
  it('reads a ride app as taxi driving and "the IT guy" as computer support', () => {
    expect(named('I could drive for uber or lyft.')).toEqual(['53-3054.00']);
    expect(avoided('Done with uber, I want an office job.')).toEqual(['53-3054.00']);
    expect(named('Be the IT guy for a company.')).toEqual(['15-1232.00']);
    expect(named('I am a nice guy who likes people.')).toEqual([]);
  });
});

describe('title stems', () => {
  it('meet across agent and activity words, British and American spelling', () => {
    expect(titleStem('designer')).toBe(titleStem('design'));
    expect(titleStem('dispatching')).toBe(titleStem('dispatcher'));
    expect(titleStem('analysis')).toBe(titleStem('analyst'));
    expect(titleStem('counsellor')).toBe(titleStem('counselor'));
    expect(titleStem('management')).toBe(titleStem('manager'));
    expect(titleStem('care')).not.toBe(titleStem('car'));
  });

  it.each([
    ['production', 'product'],
    ['career', 'care'],
    ['labor', 'lab'],
    ['officer', 'office'],
    ['specialist', 'special'],
    ['physician', 'physics'],
    ['policy', 'police'],
    ['engine', 'engineer'],
    ['customer', 'customs'],
    ['securities', 'security'],
  ])('keep distinct words apart: "%s" is not "%s"', (a, b) => {
    expect(titleStem(a)).not.toBe(titleStem(b));
  });

  it('still reads the plural of such a word as the word', () => {
    for (const [plural, word] of [
      ['specialists', 'specialist'],
      ['officers', 'officer'],
      ['physicians', 'physician'],
      ['policies', 'policy'],
      ['careers', 'career'],
    ])
      expect(titleStem(plural)).toBe(titleStem(word));
  });

  it('reads a product manager as one, not a production manager', () => {
    expect(codesOf('Product Manager')).toEqual(['11-2021.00']); // Marketing Managers: O*NET's "Product Manager"
    expect(named('I want to move into product management.')).toEqual(['11-2021.00']);
    expect(codesOf('Production manager')).toContain('11-3051.00');
  });
});
