import { cardDetails, matchCard, shownActionSteps } from './match-card.js';

const steps = [
  'Learn PyTorch and Tableau: in demand in Data Scientist job postings (O*NET).',
  'Strengthen your complex problem solving skills: Data Scientist work relies on them (O*NET).',
  "Entry route: a bachelor's degree (BLS typical entry education).",
  'Search Pathwise Jobs for "Data Scientist": 11 openings in all. Open them and save three that fit you.',
  'Upload your resume in the Resume Builder to see which Data Scientist keywords it is missing.',
  'Practise Data Scientist interview questions in Interview Practice.',
];

describe('shownActionSteps', () => {
  it('keeps the three steps a card shows and the later job-search step its link reads', () => {
    expect(shownActionSteps(steps)).toEqual([steps[0], steps[1], steps[2], steps[3]]);
  });

  it('keeps the three steps alone when the job-search step is among them', () => {
    const searchSecond = [steps[0], steps[3], steps[1], steps[2], steps[4]];
    expect(shownActionSteps(searchSecond)).toEqual([steps[0], steps[3], steps[1]]);
  });

  it('reads steps stored as a JSON string, and short lists as they are', () => {
    expect(shownActionSteps(JSON.stringify(steps))).toHaveLength(4);
    expect(shownActionSteps([steps[4]])).toEqual([steps[4]]);
  });
});

describe('cardDetails', () => {
  const details = {
    riasec: 'I-C',
    tasks: ['Clean data.'],
    technologies: ['Python', 'SQL', 'Excel'],
    hotTechnologies: ['Python', 'SQL'],
    growthPercent: 33.5,
    market: { openings: 1, remote: 0, nearby: null, location: null, pay: null, demo: true, generatedAt: 'x' },
  };

  it('gives the hot technologies as a count when they open the list, without growthPercent', () => {
    const { hotTechnologies: _hot, growthPercent: _growth, ...rest } = details;
    expect(cardDetails(details)).toEqual({ ...rest, hotTechnologyCount: 2 });
  });

  it('keeps a hot list that is not the start of the technologies', () => {
    expect(cardDetails({ ...details, hotTechnologies: ['SQL'] })).toMatchObject({ hotTechnologies: ['SQL'] });
    expect(cardDetails({ ...details, hotTechnologies: ['SQL'] })).not.toHaveProperty('hotTechnologyCount');
  });

  it('is null without details', () => {
    expect(cardDetails(undefined)).toBeNull();
  });
});

describe('matchCard', () => {
  const match = {
    id: 'm1',
    title: 'Data Scientist',
    matchScore: 87,
    reasoning: 'You like numbers.',
    actionSteps: steps,
    jobCount: 11,
    occupationCode: '15-2051.00',
    details: { technologies: ['Python'], hotTechnologies: ['Python'], growthPercent: 33.5 },
  };

  it("gives the fields the card reads in the typed selection's order, absent ones as null, jobCount left out", () => {
    const card = matchCard(match);
    expect(Object.keys(card)).toEqual([
      'id',
      'title',
      'matchScore',
      'reasoning',
      'actionSteps',
      'location',
      'salaryRange',
      'growthOutlook',
      'occupationCode',
      'details',
    ]);
    expect(card).toEqual({
      id: 'm1',
      title: 'Data Scientist',
      matchScore: 87,
      reasoning: 'You like numbers.',
      actionSteps: steps.slice(0, 4),
      location: null,
      salaryRange: null,
      growthOutlook: null,
      occupationCode: '15-2051.00',
      details: { technologies: ['Python'], hotTechnologyCount: 1 },
    });
  });

  it('keeps only min and max of a salary range', () => {
    const salaryRange = { min: 1, max: 2, currency: 'USD' } as { min: number; max: number };
    expect(matchCard({ ...match, salaryRange }).salaryRange).toEqual({ min: 1, max: 2 });
  });
});
