import { parseActionSteps } from '@pathwise/contracts';
import { loadCatalog } from '../catalog/load-catalog.js';
import { buildUserProfile } from '../quiz/quiz-profile.js';
import { validateQuizSubmission } from '../quiz/quiz-validation.js';
import { SAMPLE_PEOPLE, sampleSubmission, type SampleAnswers } from '../quiz/sample-answers.js';
import { isPlural, searchTitle } from './display.js';
import { createMatchEngine } from './match-engine.js';
import { roleTitle } from './role-title.js';
import { findTechnologies } from './score-occupation.js';
import { userContentWords } from './text-terms.js';

const catalog = loadCatalog();
const engine = createMatchEngine(catalog);
const profileOf = (answers: SampleAnswers) => buildUserProfile(validateQuizSubmission(sampleSubmission(answers)));
const occupation = (code: string) => catalog.occupations.find((o) => o.code === code)!;

describe('role titles in the singular', () => {
  it.each([
    ['Data Scientists', 'Data Scientist'],
    ['Registered Nurses', 'Registered Nurse'],
    ['Writers and Authors', 'Writer or Author'],
    ['Poets, Lyricists and Creative Writers', 'Poet, Lyricist or Creative Writer'],
    ['Child, Family, and School Social Workers', 'Child, Family, and School Social Worker'],
    ['Medical and Health Services Managers', 'Medical and Health Services Manager'],
    ['Secondary School Teachers, Except Special and Career/Technical Education', 'Secondary School Teacher'],
    ['Psychology Teachers, Postsecondary', 'Postsecondary Psychology Teacher'],
    ['Makeup Artists, Theatrical and Performance', 'Theatrical and Performance Makeup Artist'],
    [
      'Securities, Commodities, and Financial Services Sales Agents',
      'Securities, Commodities, and Financial Services Sales Agent',
    ],
    ['First-Line Supervisors of Police and Detectives', 'First-Line Supervisor of Police and Detectives'],
    ['Helpers--Carpenters', 'Helper to Carpenters'],
    ['Nannies', 'Nanny'],
    ['Clergy', 'Clergy'],
  ])('%s -> %s', (title, singular) => {
    expect(roleTitle(title)).toBe(singular);
  });

  it('gives up on titles with no faithful singular rather than inventing one', () => {
    expect(roleTitle('Farmworkers, Farm, Ranch, and Aquacultural Animals')).toBeNull();
  });

  it('never names a plural in the "X is a ... role" sentence', () => {
    const subjects: string[] = [];
    for (const person of Object.values(SAMPLE_PEOPLE)) {
      for (const m of engine.match(profileOf(person)).matches) {
        const subject = / ([^.]+?) is an? [RIASEC](-[RIASEC])* role/.exec(m.recommendation.reasoning)?.[1];
        expect(subject).toBeDefined();
        subjects.push(subject!);
        expect(isPlural(subject!.split(' ').at(-1)!)).toBe(false);
        expect(m.recommendation.reasoning).not.toContain(`${m.recommendation.title} is a`);
      }
    }
    expect(subjects).toEqual(expect.arrayContaining(['Data Scientist', 'Statistician', 'Secondary School Teacher']));
  });

  it('says "This role" for a title it cannot put in the singular', () => {
    const farm = catalog.occupations.find((o) => o.title.startsWith('Farmworkers, Farm, Ranch'))!;
    const match = engine.explain(farm.code, profileOf(SAMPLE_PEOPLE.analytical))!;
    expect(match.recommendation.reasoning).toMatch(/\. This role is an? [RIASEC-]+ role/);
  });
});

describe('the job-search step', () => {
  it('searches for a title people use, in the singular', () => {
    expect(searchTitle(occupation('15-2051.00'))).toBe('Data Scientist');
    expect(searchTitle(occupation('29-1141.00'))).toBe('Registered Nurse');
    expect(searchTitle(occupation('27-3043.00'))).toBe('Writer');
    expect(catalog.occupations.filter((o) => searchTitle(o) === o.title && isPlural(o.title))).toEqual([]);
  });

  it('uses that title in every match’s search, resume and interview steps', () => {
    for (const person of Object.values(SAMPLE_PEOPLE)) {
      for (const m of engine.match(profileOf(person), { location: 'Leeds' }).matches) {
        const title = searchTitle(occupation(m.recommendation.occupationCode));
        const steps = parseActionSteps(m.recommendation.actionSteps);
        expect(steps).toContain(`Search Pathwise Jobs for "${title}" openings in Leeds and save three that fit you.`);
        expect(steps.some((s) => s.includes(m.recommendation.title))).toBe(false);
      }
    }
  });
});

describe('generic words in free text', () => {
  const generic =
    'I want a good job working with people. Careers, jobs, workers, wants, goods, peoples, persons, others!';

  it('are never the user’s terms, in any form', () => {
    expect([...userContentWords(generic).keys()]).toEqual([]);
    expect([...userContentWords('I want a job where I work with data and animals').values()]).toEqual([
      'data',
      'animals',
    ]);
  });

  it('name a tool only together with the rest of its name', () => {
    expect([...findTechnologies(engine.index, 'I want a good job on a project').keys()]).toEqual([]);
    expect(findTechnologies(engine.index, 'Microsoft Project and Python').has('microsoft project')).toBe(true);
  });

  it('change nothing in the matches and are never quoted back', () => {
    const person = (goals: string): SampleAnswers => ({ ...SAMPLE_PEOPLE.social, tools: '', goals });
    const withGeneric = engine.match(profileOf(person(generic)));
    expect(withGeneric).toEqual(engine.match(profileOf(person(''))));
    for (const m of withGeneric.matches) {
      expect(m.components.terms).toBeUndefined();
      expect(m.recommendation.reasoning).not.toContain('what you wrote about');
    }
  });
});
