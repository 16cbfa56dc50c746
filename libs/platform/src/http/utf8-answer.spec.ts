import { utf8Answer } from './utf8-answer.js';

describe('utf8Answer', () => {
  it.each([
    ['ASCII only', '{"data":{"me":{"plan":"free"}}}\n'],
    ['Latin-1 (a one-byte string)', '{"city":"Málaga","note":"café"}'],
    ['beyond Latin-1 (a two-byte string)', '{"note":"Pathwise’s sample listings – 5 remote"}'],
    ['astral characters (surrogate pairs)', '{"emoji":"🚀 launch","math":"𝔸"}'],
    ["JSON.stringify's escape of a lone surrogate", JSON.stringify({ broken: 'a\ud800b' })],
    ['empty', ''],
  ])('gives the same bytes as the UTF-8 encoder: %s', (_name, text) => {
    const bytes = utf8Answer(text);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.equals(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it('keeps a long answer with one character beyond Latin-1 intact', () => {
    const text = JSON.stringify({
      rows: Array.from({ length: 500 }, (_, i) => ({ i, note: i === 250 ? 'it’s' : 'x' })),
    });
    expect(utf8Answer(text).toString('utf8')).toBe(text);
  });
});
