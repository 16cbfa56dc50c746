import { definedAcronyms } from './defined-acronyms.js';

describe('acronyms a sentence defines', () => {
  const found = (text: string) => definedAcronyms(text).map((d) => [d.name, d.longForm]);

  it.each([
    ['Certified in Basic Life Support (BLS) and ACLS', 'BLS', 'Basic Life Support'],
    ['Wrote a Functional Behavior Assessment (FBA) for each student', 'FBA', 'Functional Behavior Assessment'],
    ['Built the Profit and Loss (P&L) view for the owners', 'P&L', 'Profit and Loss'],
    [
      'Screened with the C-SSRS (Columbia Suicide Severity Rating Scale)',
      'C-SSRS',
      'Columbia Suicide Severity Rating Scale',
    ],
  ])('%j defines an acronym', (text, name, longForm) => {
    expect(found(text)).toEqual([[name, longForm]]);
  });

  it.each([
    // organisations are no skills
    ['Passed the Department of Transportation (DOT) audit'],
    ['Trained by the American Heart Association (AHA)'],
    // initials that spell something else, brackets that hold no acronym
    ['Rebuilt the intake form (PDF) for the front desk'],
    ['Served 40 covers a night (Friday)'],
  ])('%j defines none', (text) => {
    expect(found(text)).toEqual([]);
  });
});
