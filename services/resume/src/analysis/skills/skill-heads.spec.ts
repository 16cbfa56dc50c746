import { analyserData } from '../resume-facts.js';
import type { SectionedLine } from '../sections/sections.js';
import { extractSkills } from './skill-extractor.js';
import { skillHeadPhrases, verbObjectSkills } from './skill-heads.js';

const { heads, matcher, data } = analyserData();
const headPhrases = (text: string) => skillHeadPhrases(text, heads).map((p) => p.text);
const verbObjects = (text: string) => verbObjectSkills(text, heads, (t) => t === 'nurse').map((p) => p.text);

describe('noun phrases headed by a skill noun (skill-heads.ts)', () => {
  it.each([
    ['Monthly patch management and vulnerability scanning for 80 servers', 'patch management'],
    ['Handled insurance verification and order entry for a busy clinic', 'insurance verification'],
    ['Handled insurance verification and order entry for a busy clinic', 'order entry'],
    // a word of time is left out
    ['Run the weekly cycle counts across 3 warehouses', 'cycle counts'],
    // after 'and', a noun that tasks also use as a verb opens a noun phrase
    ['Grill stations, prep lists and inventory counts', 'inventory counts'],
    // what the trade writes or keeps, in the plural
    ['Wrote incident reports and daily notes for the unit', 'incident reports'],
    ['Checked load charts before every lift', 'load charts'],
    ['Opened and closed work orders for 14 buildings', 'work orders'],
  ])('finds the skill in %j', (text, expected) => {
    expect(headPhrases(text)).toContain(expected);
  });

  it.each([
    // the head word modifies a longer noun phrase
    'Reviewed inspection results weekly',
    // no skill head
    'Led monthly staff meetings',
    // a participle after a plural
    'Ten years teaching math',
    // a word that may be a verb or a noun opens the clause: undecided
    'Cash office counts and deposits',
    // names, not the trade's words
    'Worked at Acme Compliance Group',
    'Recruited at Stanford Engineering',
    // one document of the job, not the practice
    'Kept the supplier list current',
    // a season is a time, not a kind of the act
    'Worked the farm from spring planting through harvest',
  ])('finds nothing in %j', (text) => {
    expect(headPhrases(text)).toEqual([]);
  });

  it('names a clause of a verb and its object as the skill, where tasks do that act to that thing', () => {
    expect(verbObjects('Climbed poles and set anchors')).toEqual(['pole climbing']);
    expect(verbObjects('Verified prescriptions for a 24-hour store')).toEqual(['prescription verification']);
    // a light verb names no act; people are no object of a skill; a longer object is not read
    expect(verbObjects('Performed venipunctures; provided care')).toEqual([]);
    expect(verbObjects('Registered nurse on a cardiac unit')).toEqual([]);
    expect(verbObjects('Enforced traffic laws downtown')).toEqual([]);
  });
});

describe('extractSkills with skill-head phrases', () => {
  const line = (text: string, section: SectionedLine['section']): SectionedLine =>
    ({ text, parts: [text], section, isHeading: false, listsSkills: false }) as unknown as SectionedLine;
  const lines = [
    line('Jordan Reyes', 'header'),
    line('Experience', 'experience'),
    line('• Monthly patch management for 60 Windows servers', 'experience'),
    line('• Climbed poles and set anchors on a rural system', 'experience'),
  ];

  it('reports them in the resume’s words, and only with the vocabulary given', () => {
    const names = (withHeads: boolean) =>
      extractSkills(lines, { matcher, data, personName: 'Jordan Reyes', heads: withHeads ? heads : undefined }).map(
        (s) => s.name,
      );
    expect(names(true)).toEqual(expect.arrayContaining(['Patch management', 'Pole climbing']));
    expect(names(false)).not.toContain('Patch management');
  });
});
