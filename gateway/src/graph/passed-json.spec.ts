import { parse } from 'graphql';
import { joinAnswer, passedPath, splitAnswer, tokenAt } from './passed-json.js';

const CAREER_FETCH = parse(`{ me { career { progressScore interestProfile recommendations: matchCards } } }`);
const PATH = ['data', 'me', 'career', 'recommendations'];
const cards = [{ title: 'Data Scientists', reasoning: 'Pathwise’s sample listings say "yes"', details: { hot: 3 } }];
const answer = (value: unknown, tail = '') =>
  Buffer.from(
    `${JSON.stringify({ data: { me: { career: { progressScore: 40, interestProfile: { R: 1 }, recommendations: value } } } }).slice(0, tail ? -1 : undefined)}${tail}\n`,
  );

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

describe('passedPath', () => {
  it('finds the passed field when it and every field above it come last in the fetch', () => {
    expect(passedPath(CAREER_FETCH)).toEqual(PATH);
    expect(passedPath(parse('{ me { career { recommendations: matchCards } id } }'))).toBeNull();
    expect(passedPath(parse('{ me { career { matchCards progressScore } } }'))).toBeNull();
    expect(passedPath(parse('{ me { career { progressScore } } }'))).toBeNull();
    expect(passedPath(parse('{ me { career { matchCards @skip(if: true) } } }'))).toBeNull();
  });
});

describe('splitAnswer, tokenAt and joinAnswer', () => {
  it('takes the value out as its bytes and puts them back: the same answer byte for byte', () => {
    const body = answer(cards);
    const split = splitAnswer(body, PATH)!;
    expect(split.bytes.toString('utf8')).toBe(JSON.stringify(cards));
    const parsed = JSON.parse(split.text);
    expect(tokenAt(parsed, PATH, split.token)).toBe(true);
    expect(parsed.data.me.career.interestProfile).toEqual({ R: 1 });

    // the gateway's answer: the parsed data stringified again, the bytes where the token is
    const text = `${JSON.stringify({ data: { me: parsed.data.me } })}\n`;
    const joined = joinAnswer(text, new Map([[split.token, split.bytes]]), (t) => Buffer.from(t));
    expect(joined.equals(body)).toBe(true);
  });

  it('leaves an answer it cannot split safely to a whole parse', () => {
    // an entry after the data, a null or scalar value, another key after the value
    expect(splitAnswer(answer(cards, ',"extensions":{"x":1}}'), PATH)).toBeNull();
    expect(splitAnswer(answer(null), PATH)).toBeNull();
    expect(splitAnswer(answer('text'), PATH)).toBeNull();
    expect(splitAnswer(Buffer.from('{"data":{"me":null}}'), PATH)).toBeNull();
  });

  it('is refused by tokenAt when the key was first found inside an earlier value', () => {
    // interestProfile holds an object with the same key: the split finds it first and the token lands there
    const tricky = Buffer.from(
      JSON.stringify({
        data: { me: { career: { interestProfile: { recommendations: [1, 2] }, recommendations: cards } } },
      }),
    );
    const split = splitAnswer(tricky, PATH);
    if (split) expect(tokenAt(parseOrNull(split.text), PATH, split.token)).toBe(false);
  });

  it('encodes the answer alone when no passed value reached it', () => {
    const text = '{"data":{"me":{"career":null}}}\n';
    expect(joinAnswer(text, new Map([['gone', Buffer.from('[1]')]]), (t) => Buffer.from(t)).toString()).toBe(text);
  });
});
