import { parseActionSteps } from '@pathwise/contracts';
import { loadCatalog } from '../catalog/load-catalog.js';
import { defaultMatchEngine } from '../catalog/default-engine.js';
import { buildUserProfile } from '../quiz/quiz-profile.js';
import { validateQuizSubmission } from '../quiz/quiz-validation.js';
import { SAMPLE_PEOPLE, sampleSubmission, type SampleAnswers } from '../quiz/sample-answers.js';
import { loadTitles } from '../catalog/load-titles.js';
import { createMatchEngine } from './match-engine.js';
import type { MatchContext } from './user-profile.js';

const engine = defaultMatchEngine();
const profileOf = (answers: SampleAnswers) => buildUserProfile(validateQuizSubmission(sampleSubmission(answers)));
const run = (answers: SampleAnswers, context: MatchContext = {}) => engine.match(profileOf(answers), context);
const titles = (answers: SampleAnswers, n = 5) =>
  run(answers)
    .matches.slice(0, n)
    .map((m) => m.recommendation.title);
const codes = (answers: SampleAnswers, n = 5) =>
  run(answers)
    .matches.slice(0, n)
    .map((m) => m.recommendation.details?.riasec ?? '');

describe('match engine: three contrasting people', () => {
  it('scores the whole catalog (about 920 occupations)', () => {
    expect(engine.index.occupations.length).toBeGreaterThan(900);
  });

  it('gives an analytical-investigative person research, data and science careers', () => {
    const top = titles(SAMPLE_PEOPLE.analytical);
    expect(top).toEqual(expect.arrayContaining(['Data Scientists', 'Statisticians']));
    for (const code of codes(SAMPLE_PEOPLE.analytical)) expect(code).toMatch(/^(I|C-I)/);
  });

  it('gives an artistic person design, writing and media careers', () => {
    const top = titles(SAMPLE_PEOPLE.artistic, 6);
    const creative = [
      'Graphic Designers',
      'Art Directors',
      'Writers and Authors',
      'Poets, Lyricists and Creative Writers',
      'Special Effects Artists and Animators',
      'Film and Video Editors',
      'Fine Artists, Including Painters, Sculptors, and Illustrators',
    ];
    expect(top.filter((t) => creative.includes(t)).length).toBeGreaterThanOrEqual(3);
    for (const code of codes(SAMPLE_PEOPLE.artistic)) expect(code).toMatch(/^A/);
  });

  it('gives a helping-social person teaching, social work and counselling careers', () => {
    const top = titles(SAMPLE_PEOPLE.social, 8);
    expect(top.some((t) => /Teachers/.test(t))).toBe(true);
    expect(top.some((t) => /Social Workers|Counselors|Therapists|Psychologists/.test(t))).toBe(true);
    for (const code of codes(SAMPLE_PEOPLE.social)) expect(code).toMatch(/^S/);
  });

  it('keeps the three lists apart', () => {
    const [a, b, c] = [SAMPLE_PEOPLE.analytical, SAMPLE_PEOPLE.artistic, SAMPLE_PEOPLE.social].map(
      (p) => new Set(titles(p, 10)),
    );
    for (const t of a) expect(b.has(t) || c.has(t)).toBe(false);
    for (const t of b) expect(c.has(t)).toBe(false);
  });

  it('returns about twelve matches, best first, with a diverse mix of occupation groups', () => {
    for (const person of Object.values(SAMPLE_PEOPLE)) {
      const { matches } = run(person);
      expect(matches).toHaveLength(12);
      const scores = matches.map((m) => m.recommendation.matchScore);
      expect([...scores].sort((x, y) => y - x)).toEqual(scores);
      const fits = matches.map((m) => m.fit);
      expect([...fits].sort((x, y) => y - x)).toEqual(fits);
      // Careers the user named may go beyond the group limit; the rest may not.
      const perMinor = new Map<string, number>();
      for (const m of matches.filter((x) => !x.recommendation.reasoning.includes('You named it yourself'))) {
        const group = m.recommendation.occupationCode.slice(0, 4);
        perMinor.set(group, (perMinor.get(group) ?? 0) + 1);
      }
      expect(Math.max(...perMinor.values())).toBeLessThanOrEqual(4);
    }
  });
});

describe('careers the user names', () => {
  const namer: SampleAnswers = {
    ...SAMPLE_PEOPLE.social,
    ratings: { ...SAMPLE_PEOPLE.social.ratings, Investigative: [5, 4, 3, 3, 5] },
    skillAreas: ['health', 'science', 'helping'],
    environments: ['clinical'],
    goals: 'I want to become a nurse or a doctor.',
  };

  it('ranks the named careers and says so, without crowding out the rest', () => {
    const { matches } = run(namer);
    const titles = matches.map((m) => m.recommendation.title);
    expect(titles).toContain('Registered Nurses');
    // "doctor" ends the titles of too many occupations to name one of them.
    expect(matches.filter((m) => /named it yourself \("doctor"\)/.test(m.recommendation.reasoning))).toEqual([]);
    const rn = matches.find((m) => m.recommendation.title === 'Registered Nurses')!;
    expect(rn.recommendation.reasoning).toContain('You named it yourself ("nurse")');
    expect(matches.some((m) => !m.recommendation.reasoning.includes('You named it yourself'))).toBe(true);
  });

  it('does not read tools as careers ("power tools" is not a job)', () => {
    const { matches } = run({ ...SAMPLE_PEOPLE.analytical, tools: 'power tools, Python', goals: '' });
    expect(matches.every((m) => !m.recommendation.reasoning.includes('You named it yourself'))).toBe(true);
  });
});

describe('explanations', () => {
  const { matches } = run(SAMPLE_PEOPLE.analytical, { location: 'Austin, TX' });
  const dataScientist = matches.find((m) => m.recommendation.title === 'Data Scientists')!.recommendation;

  it('cites the user’s own ratings, the role’s Holland code and the tools they named', () => {
    expect(dataScientist.reasoning).toContain('Investigative 4.6/5');
    expect(dataScientist.reasoning).toContain('I-C role');
    expect(dataScientist.reasoning).toMatch(/Python/);
    expect(dataScientist.reasoning).toContain('"Working with numbers, budgets and data"');
  });

  it('gives at least three concrete steps for every match, with a job search in the user’s location', () => {
    for (const m of matches) {
      const steps = parseActionSteps(m.recommendation.actionSteps);
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(steps.some((s) => s.startsWith('Search Pathwise Jobs') && s.includes('Austin, TX'))).toBe(true);
      expect(m.recommendation.location).toBe('Austin, TX');
    }
    const steps = parseActionSteps(dataScientist.actionSteps);
    const tools = steps.find((s) => s.startsWith('Learn '))!;
    expect(tools).toMatch(/in demand in Data Scientist job postings/);
    expect(tools).not.toMatch(/Python|SQL|Tableau/); // they said they know them
  });

  it('fills pay, outlook and the expandable details from BLS and O*NET', () => {
    expect(dataScientist.salaryRange).toEqual({ min: 82630, max: 155810 });
    expect(dataScientist.growthOutlook).toMatch(/^Much faster than average: \+33\.5%/);
    expect(dataScientist.details?.tasks?.length).toBeGreaterThan(0);
    expect(dataScientist.details?.technologies).toContain('Python');
    expect(dataScientist.details?.medianPay).toBe(112590);
  });

  it('flags stretch roles instead of hiding them', () => {
    const student: SampleAnswers = { ...SAMPLE_PEOPLE.analytical, education: 1, experience: 0, furtherEducation: 4 };
    const result = run(student);
    const stretch = result.matches.find((m) => m.recommendation.details?.stretch);
    expect(stretch).toBeDefined();
    expect(stretch!.recommendation.reasoning).toMatch(/It is a (stretch|step up)/);
    expect(parseActionSteps(stretch!.recommendation.actionSteps)[0]).toMatch(/^Plan the entry route: /);
  });

  it('uses resume skills when a resume exists', () => {
    const noTools: SampleAnswers = { ...SAMPLE_PEOPLE.analytical, tools: '', goals: '' };
    const withResume = run(noTools, { resumeSkills: ['Tableau', 'Python', 'Apache Spark'], hasResume: true });
    const ds = withResume.matches.find((m) => m.recommendation.title === 'Data Scientists')!;
    expect(ds.recommendation.reasoning).toContain('from your resume');
    const without = run(noTools).matches.find((m) => m.recommendation.title === 'Data Scientists');
    expect(ds.fit).toBeGreaterThan(without?.fit ?? 0);
  });
});

describe('match details: what sets a role apart', () => {
  const details = (code: string) => engine.describe(code)!.details!;
  const GENERIC = ['Active Listening', 'Speaking', 'Reading Comprehension', 'Critical Thinking', 'English Language'];

  it('shows the skills and knowledge a role needs more than most, not those every job rates high', () => {
    const ds = details('15-2051.00'); // Data Scientists: Active Listening and Speaking are among its most important
    expect(ds.skills).toEqual(expect.arrayContaining(['Mathematics', 'Programming']));
    expect(ds.knowledge).toEqual(expect.arrayContaining(['Mathematics', 'Computers and Electronics']));
    expect(ds.skills!.filter((s) => GENERIC.includes(s))).toEqual([]);
    expect(ds.knowledge).not.toContain('English Language');

    expect(details('27-1024.00').knowledge).toEqual(expect.arrayContaining(['Fine Arts', 'Design']));
    expect(details('29-1141.00').knowledge).toContain('Medicine and Dentistry');
    expect(details('25-2031.00').skills).toEqual(expect.arrayContaining(['Instructing', 'Learning Strategies']));
  });

  it('rarely shows the generic ones anywhere in the catalog, though most roles rate them among their top five', () => {
    const all = engine.index.occupations.map((e) => details(e.occupation.code));
    for (const name of GENERIC) {
      const shown = all.filter((d) => [...(d.skills ?? []), ...(d.knowledge ?? [])].includes(name)).length;
      expect(shown / all.length).toBeLessThan(0.15);
    }
    // A role with nothing far above the catalog still shows what stands out most; only a handful (Models, Sewers)
    // rate no skill or knowledge both important and above the mean.
    const empty = all.filter((d) => (d.skills?.length ?? 0) + (d.knowledge?.length ?? 0) === 0);
    expect(empty.length).toBeLessThan(all.length * 0.01);
  });

  it('carries the same details on a match as on the catalog entry', () => {
    const { matches } = run(SAMPLE_PEOPLE.analytical);
    const ds = matches.find((m) => m.recommendation.occupationCode === '15-2051.00')!.recommendation.details!;
    expect(ds.skills).toEqual(details('15-2051.00').skills);
    expect(ds.knowledge).toEqual(details('15-2051.00').knowledge);
  });
});

describe('determinism', () => {
  it('returns identical results for identical input, even from a fresh engine', () => {
    const first = run(SAMPLE_PEOPLE.social, { location: 'Leeds' });
    const second = run(SAMPLE_PEOPLE.social, { location: 'Leeds' });
    const fresh = createMatchEngine(loadCatalog(), loadTitles()).match(profileOf(SAMPLE_PEOPLE.social), {
      location: 'Leeds',
    });
    expect(second).toEqual(first);
    expect(fresh).toEqual(first);
  });

  it('describes a single catalog occupation, and nothing for an unknown code', () => {
    expect(engine.describe('15-2051.00')?.title).toBe('Data Scientists');
    expect(engine.describe('99-9999.99')).toBeNull();
  });
});
