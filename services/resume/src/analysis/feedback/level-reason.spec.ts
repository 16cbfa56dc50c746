import { oneOf } from './level-reason.js';

describe('oneOf: an occupation named for one person in the level reason', () => {
  it.each([
    ['Software Developers', 'software developer'],
    ['Registered Nurses', 'registered nurse'],
    ['First-Line Supervisors of Retail Sales Workers', 'first-line supervisor of retail sales workers'],
    ['Chefs and Head Cooks', 'chef and head cook'],
    ['Waiters and Waitresses', 'waiter and waitress'],
    ['Licensed Practical and Licensed Vocational Nurses', 'licensed practical and licensed vocational nurse'],
    [
      'Secretaries and Administrative Assistants, Except Legal, Medical, and Executive',
      'secretary and administrative assistant, except legal, medical, and executive',
    ],
    ['Bus Drivers, Transit and Intercity', 'bus driver, transit and intercity'],
  ])('%s', (title, expected) => {
    expect(oneOf(title)).toBe(expected);
  });
});
