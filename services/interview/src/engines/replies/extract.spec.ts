import { askedTopics } from './extract.js';

const known = ['AWS', 'Salesforce', 'Excel', 'Tableau', 'Kubernetes', 'QuickBooks'];
const asked = (message: string) => askedTopics(message, known);

describe('askedTopics: what an experience question asks about', () => {
  it.each([
    ['How many years of experience do you have with AWS?', 'AWS', 'experience with AWS'],
    [
      'How many years of experience do you have with pediatric nursing?',
      'pediatric nursing',
      'experience with pediatric nursing',
    ],
    ['How much experience do you have in payroll?', 'payroll', 'experience in payroll'],
    [
      'What sort of stakeholder management experience do you bring?',
      'stakeholder management',
      'stakeholder management experience',
    ],
    ['Are you familiar with forklift operation?', 'forklift operation', 'experience with forklift operation'],
    [
      'Have you worked with dementia patients or hospice care?',
      'dementia patients or hospice care',
      'experience with dementia patients or hospice care',
    ],
    ['Any experience in commercial HVAC?', 'commercial HVAC', 'experience in commercial HVAC'],
    [
      'What is your experience with inventory management?',
      'inventory management',
      'experience with inventory management',
    ],
    ["What's your experience with Kubernetes in production?", 'Kubernetes', 'experience with Kubernetes'],
    ['Do you have experience managing a team of 10?', 'managing a team of 10', 'experience managing a team of 10'],
    ['Do you have any forklift experience?', 'forklift', 'forklift experience'],
    [
      'Can you tell me about your background in special education?',
      'special education',
      'experience in special education',
    ],
    ['Have you ever used Salesforce before?', 'Salesforce', 'experience with Salesforce'],
  ])('%s -> %s', (message, name, experience) => {
    expect(asked(message)).toEqual([{ name, experience }]);
  });

  it('takes every named tool of "X or Y"', () => {
    expect(asked('Have you worked with Excel or Tableau?').map((t) => t.name)).toEqual(['Excel', 'Tableau']);
  });

  it("never takes the question's own words, a qualifier or a clause for the subject", () => {
    for (const message of [
      'Tell me about your experience.',
      'Do you have any relevant experience?',
      'How many years of experience do you have?',
      'We need someone with more management experience right now.',
      'Your experience at Acme caught my eye.',
      'We went with other candidates whose experience more closely matches our needs.',
      'Do you have experience in a similar role?',
      'What experience do you have that would help you here?',
    ])
      expect({ message, asked: asked(message) }).toEqual({ message, asked: [] });
  });
});
