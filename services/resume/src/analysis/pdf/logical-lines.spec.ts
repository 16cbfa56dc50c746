import type { LayoutLine } from './layout-types.js';
import { logicalLines } from './logical-lines.js';

/** One-part lines of a narrow sidebar (region 1), 12 pt apart, as a two-column template draws them. */
function sidebar(rows: [text: string, width: number, bold?: boolean][]): LayoutLine[] {
  return rows.map(([text, width, bold = false], i) => ({
    parts: [{ text, x0: 50, x1: 50 + width, y: 100 + 12 * i, size: 8.5, bold, order: i }],
    y: 100 + 12 * i,
    size: 8.5,
    region: 1,
  }));
}

describe('logicalLines in a sidebar whose items and wrapped lines share one line spacing', () => {
  const texts = (rows: [string, number, boolean?][]) => logicalLines(sidebar(rows), 1).map((l) => l.text);

  it('joins a certificate wrapped inside its parenthesis, and keeps one-line items apart', () => {
    expect(
      texts([
        ['BLS (Basic Life Support)', 95],
        ['ACLS (Advanced Cardiovascular Life', 150],
        ['Support)', 32],
        ['Wound care', 42],
        ['Patient education', 68],
      ]),
    ).toEqual([
      'BLS (Basic Life Support)',
      'ACLS (Advanced Cardiovascular Life Support)',
      'Wound care',
      'Patient education',
    ]);
  });

  it('never joins a heading in capitals to the mixed-case line under it, even of the same weight', () => {
    expect(
      texts([
        ['ACLS (Advanced Cardiovascular Life', 150],
        ['Support)', 32],
        ['EDUCATION & TRAINING', 140, true],
        ['B.S., Informatics', 70, true],
        ['University of Washington', 98],
      ]),
    ).toEqual([
      'ACLS (Advanced Cardiovascular Life Support)',
      'EDUCATION & TRAINING',
      'B.S., Informatics',
      'University of Washington',
    ]);
  });

  it('still joins a list in capitals wrapped after a separator', () => {
    expect(
      texts([
        ['SQL, HTML, CSS,', 150],
        ['Python', 30],
      ]),
    ).toEqual(['SQL, HTML, CSS, Python']);
  });
});
