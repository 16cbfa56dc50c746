import { loadPhrases, PhraseMatcher } from './task-phrases.js';

describe('PhraseMatcher (what O*NET tasks of the line’s occupation family do, named in a bullet)', () => {
  const matcher = new PhraseMatcher(loadPhrases());
  const find = (text: string, families: string[]) => matcher.find(text, new Set(families)).map((s) => s.text);

  it.each([
    // a thing and the act tasks do to it ('assess skin'), named as resumes name skills
    ['Wound care and dressing changes; weekly skin assessments and turning schedules', ['29'], 'skin assessments'],
    ['Flagging, traffic control and raking asphalt behind the paver', ['47'], 'traffic control'],
    ['Garnishments, tax filings and year-end W-2s for 1,400 employees', ['43'], 'tax filings'],
    ['Led menu development for two seasonal menus', ['35'], 'menu development'],
    // a gerund standing as an item of its own
    ['Flagging, traffic control and raking asphalt behind the paver', ['47'], 'Flagging'],
  ])('finds the act in %j', (text, families, expected) => {
    expect(find(text, families)).toContain(expected);
  });

  it('reads a line only for its own families', () => {
    // 'control traffic' is a task of construction and transport work, not of healthcare ('control' is as often a thing)
    expect(find('ran traffic control', ['47'])).toEqual(['traffic control']);
    expect(find('ran traffic control', ['29'])).toEqual([]);
    expect(find('weekly skin assessments', [])).toEqual([]);
  });

  it.each([
    // things, not acts
    ['Scheduled meeting rooms and took minutes', ['43']],
    ['Loaded lumber and building materials', ['47', '53']],
    // the clause's verb before its object
    ['Hire, train and schedule cooks', ['35']],
    // a piece of a longer noun phrase
    ['Prepare balance sheet account reconciliations for the Controller', ['13']],
    // a word glued to a number
    ['Taught 9th grade physical science', ['25']],
    // a gerund with an object is the clause's verb
    ['Raking asphalt behind the paver', ['47']],
    // a participle after a plural, a change of state
    ['I keep drivers moving; lifted trial-to-paid conversion 12%', ['43', '41']],
  ])('finds nothing in %j', (text, families) => {
    expect(find(text, families)).toEqual([]);
  });
});
