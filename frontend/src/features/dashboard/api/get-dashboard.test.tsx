import { fromCard } from './get-dashboard';

const match = {
  id: '15-2051.00',
  title: 'Data Scientists',
  matchScore: 86,
  reasoning: 'You rated researching highest.',
  actionSteps: ['Learn Python.'],
  occupationCode: '15-2051.00',
};

describe('fromCard: a match of the Dashboard query in the details shape the cards read', () => {
  it('turns the hot technologies count back into the list (the first that many technologies)', () => {
    const card = fromCard({
      ...match,
      details: { riasec: 'I-C', technologies: ['Python', 'SQL', 'Excel'], hotTechnologyCount: 2 },
    });
    expect(card.details).toEqual({
      riasec: 'I-C',
      technologies: ['Python', 'SQL', 'Excel'],
      hotTechnologies: ['Python', 'SQL'],
    });
  });

  it('keeps a hot list given as it is, and a match without details', () => {
    const details = { technologies: ['Python', 'SQL'], hotTechnologies: ['SQL'] };
    expect(fromCard({ ...match, details }).details).toEqual(details);
    expect(fromCard({ ...match, details: null })).toEqual({ ...match, details: null });
  });
});
