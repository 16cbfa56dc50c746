import { normaliseTyped, sentences } from './text.js';

describe('text typed on a phone', () => {
  it('gets its "I", apostrophes and shorthand back, and keeps an ID an ID', () => {
    expect(normaliseTyped('i didnt know w/ the crew bc im new, first id tell him. checked his id card')).toBe(
      "I didn't know with the crew because I'm new, first I'd tell him. checked his id card",
    );
    expect(normaliseTyped('Ive done it for 3 yrs, i.e. since june, thats it')).toBe(
      "I've done it for 3 years, i.e. since june, that's it",
    );
  });

  it('ends a sentence at a stop before a lower-case word, not after an abbreviation', () => {
    expect(sentences('one foot was showing. i got her in the chute. she was fine etc. and so on')).toEqual([
      'one foot was showing.',
      'i got her in the chute.',
      'she was fine etc. and so on',
    ]);
  });

  it('splits an answer with no stops where its clauses start with a subject', () => {
    const runOn =
      'we were first due on a kitchen fire in a duplex and i was on the nozzle when we made entry the smoke was banking ' +
      'down to about three feet so i could tell it had gotten into the void above the kitchen i called it on the radio ' +
      'to the captain because i knew the other unit was occupied and we pulled ceiling before flowing water';
    expect(sentences(runOn)).toEqual([
      'we were first due on a kitchen fire in a duplex',
      'and i was on the nozzle',
      'when we made entry the smoke was banking down to about three feet',
      'so i could tell it had gotten into the void above the kitchen',
      'i called it on the radio to the captain because i knew the other unit was occupied',
      'and we pulled ceiling before flowing water',
    ]);
    // a written sentence of ordinary length is left whole
    expect(sentences('When I got there the pump was off and I reset it.')).toHaveLength(1);
  });
});
