import { analyserOccupations } from '../resume-facts.js';
import { keywordGaps } from './keyword-gaps.js';

const { occupations } = analyserOccupations();
const keywordsFor = (code: string) =>
  keywordGaps({ skillIds: [], skillNames: [], resumeTarget: { code, title: '' } }, occupations)[0]?.keywords ?? [];

describe('keyword gaps of a line of work', () => {
  // O*NET's hot-technology flag is global: it lists Apache Spark and Henry Schein Dentrix for registered nurses and
  // Adobe Illustrator, AutoCAD and Eclipse for retail salespersons; none belongs to those lines of work
  it("names a registered nurse's charting systems, not another field's hot technologies", () => {
    const rn = keywordsFor('29-1141.00');
    expect(rn).toEqual(expect.arrayContaining(['Epic Systems', 'Meditech']));
    for (const stray of ['Apache Spark', 'Henry Schein Dentrix', 'Kronos Workforce Timekeeper'])
      expect(rn).not.toContain(stray);
  });

  it("gives a retail salesperson or a customer service representative no designer's or developer's tools", () => {
    for (const code of ['41-2031.00', '43-4051.00']) {
      const k = keywordsFor(code);
      expect(k.length).toBeGreaterThan(5);
      for (const stray of ['Adobe Illustrator', 'Adobe Photoshop', 'Adobe InDesign', 'AutoCAD', 'Eclipse'])
        expect(k).not.toContain(stray);
    }
  });

  it("puts what a line of work's own neighbours use before what every occupation lists", () => {
    const rn = keywordsFor('29-1141.00');
    expect(rn.indexOf('Epic Systems')).toBeLessThan(rn.indexOf('Microsoft Excel'));
    const hr = keywordsFor('13-1071.00');
    expect(hr[0]).toBe('HRIS');
    // a developer's stack is still all technologies
    expect(keywordsFor('15-1252.00')).toEqual(expect.arrayContaining(['Git', 'Jira', 'Docker']));
  });
});
