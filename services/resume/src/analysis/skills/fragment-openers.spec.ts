import { analyserData } from '../resume-facts.js';
import { fragmentOpeners } from './fragment-openers.js';

const { heads } = analyserData();
const openers = (text: string) =>
  fragmentOpeners(text, heads, (t) => /^(?:survey technician|registered nurse)$/i.test(t)).map((p) => p.text);

describe('the noun phrase a terse bullet opens with (fragment-openers.ts)', () => {
  it.each([
    ['Differential leveling for benchmark elevations; monument recovery and setting', 'Differential leveling'],
    ['Multicam editing of interviews and event coverage', 'Multicam editing'],
    ['Articulation therapy and language groups for K-5 students', 'Articulation therapy'],
    ['Rapid sequence intubation under standing orders', 'Rapid sequence intubation'],
    ['Professional fee coding, 120 charts a day', 'Professional fee coding'],
  ])('finds the skill in %j', (text, expected) => {
    expect(openers(text)).toEqual([expected]);
  });

  it.each([
    // an opening verb
    'Rewrote the fall menu with the chef',
    'Escalate shipping issues to the carrier',
    // a compound verb or a word of time
    'Co-teach information literacy with grade 6 teachers',
    'Live-tweeted hockey games for the team',
    'Bi-weekly payroll for 40 employees',
    'Summer internship in the controller’s office',
    // a thing or a group, not an act
    'Inpatient rehab caseload: dysphagia therapy with VitalStim NMES',
    'Tenant improvement projects for three medical suites',
    'Middle school math for two years',
    // a phrase that goes on past three words, or with a name inside it
    'Patient and family education on new medications before discharge',
    'Morgan advisors on the wealth desk',
    // a title
    'Survey technician for the county',
  ])('finds nothing in %j', (text) => {
    expect(openers(text)).toEqual([]);
  });
});
