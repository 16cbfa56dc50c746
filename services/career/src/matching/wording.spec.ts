import { parseActionSteps } from '@pathwise/contracts';
import { loadCatalog } from '../catalog/load-catalog.js';
import { defaultMatchEngine } from '../catalog/default-engine.js';
import { buildUserProfile } from '../quiz/quiz-profile.js';
import { validateQuizSubmission } from '../quiz/quiz-validation.js';
import { SAMPLE_PEOPLE, sampleSubmission, type SampleAnswers } from '../quiz/sample-answers.js';
import { isPlural, searchTitle } from './display.js';
import { roleTitle } from './role-title.js';
import { findTechnologies } from './score-occupation.js';

const catalog = loadCatalog();
const engine = defaultMatchEngine();
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
    expect(subjects).toEqual(expect.arrayContaining(['Data Scientist', 'Statistician', 'Healthcare Social Worker']));
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

describe('tools in free text', () => {
  const tools = (text: string) => [...findTechnologies(engine.index, text).keys()];

  it('are named only with the rest of their name when the word is ordinary English', () => {
    expect(tools('I want a good job on a project')).toEqual([]);
    expect(tools('Microsoft Project and Python')).toEqual(expect.arrayContaining(['microsoft project', 'python']));
    // "Blackboard Learn", "contract management software", "curriculum ..." are tools; the words alone are not.
    expect(tools('contract review, curriculum planning, I like to learn')).toEqual([]);
  });

  it('keep hyphenated words whole: "go-live" is not the Go language', () => {
    expect(tools('go-live support for Epic')).not.toContain('go');
    expect(tools('We used Go and Rust')).toContain('go');
  });

  it('never make a career: "power tools" is not a job', () => {
    const profile = profileOf({ ...SAMPLE_PEOPLE.analytical, tools: 'power tools, Python', goals: 'not sure' });
    for (const m of engine.match(profile).matches) expect(m.recommendation.reasoning).not.toContain('named it');
  });
});
