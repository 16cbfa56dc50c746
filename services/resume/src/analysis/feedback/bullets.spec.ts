import type { SectionedLine } from '../sections/sections.js';
import { loadTaxonomy } from '../skills/taxonomy.js';
import { analyseBullets, QUANTIFIED } from './bullets.js';

const line = (text: string): SectionedLine => ({
  text,
  parts: [text],
  page: 1,
  size: 10,
  bold: false,
  x: 50,
  gapBefore: 0,
  region: 0,
  section: 'experience',
  isHeading: false,
  listsSkills: false,
});

describe('quantified bullets', () => {
  it('counts a number standing as a count, or a ratio in words, as a measurable result', () => {
    for (const bullet of [
      'Write the seasonal menu four times a year; spring and summer menus built around 9 local farms',
      'Mentor 2 EITs; stamp plans as engineer of record since 2024',
      'Animate short promos in After Effects; 4 of them ran on Lincoln Road digital billboards',
      'Hire, train and schedule cooks; cut back-of-house turnover by half',
      'Supervise 4 CNAs per shift',
      // as OCR runs them together
      'Foreman on tenant build-outs and a 60,000sqftwarehouse',
      'Bend EMT, IMCandrigidconduit; pull wire up to 500MCM',
    ])
      expect({ bullet, quantified: QUANTIFIED.test(bullet) }).toEqual({ bullet, quantified: true });
  });

  it('does not count a code, a level or an ordinal', () => {
    for (const bullet of [
      'Run a Cat D6 dozer on commercial site prep',
      'Pre-trip and post-trip inspections, DOT Level 1 inspections passed clean',
      'Wound care and dressing changes for stage 2-3 pressure injuries',
      'Ranked 1st in the region for customer satisfaction',
      'Trained new CNAs on the memory-care unit',
      'Kept the plant ISO9001 compliant and welded to AWS D17.1',
      'Taught 11th grade chemistry',
    ])
      expect({ bullet, quantified: QUANTIFIED.test(bullet) }).toEqual({ bullet, quantified: false });
  });

  it('reads a line opening with a spaced dash as a bullet, a year in it or not', () => {
    const lines = [
      line('– Drove 110,000+ miles a year; Werner Million Mile Safe Driver (2018)'),
      line('– Drop-and-hook'),
    ];
    expect(analyseBullets(lines, loadTaxonomy()).bullets).toEqual([
      'Drove 110,000+ miles a year; Werner Million Mile Safe Driver (2018)',
      'Drop-and-hook',
    ]);
  });

  it('takes no line with a field set apart for a bullet', () => {
    const title = { ...line('Seasonal Customer Service Representative,   Holiday season') };
    title.parts = ['Seasonal Customer Service Representative,', 'Holiday season'];
    expect(analyseBullets([title, line('• Took phone orders')], loadTaxonomy()).bullets).toEqual(['Took phone orders']);
  });

  it("leaves a role's title line out of the bullets", () => {
    const lines = [
      line('Target – Store T-1482 — Executive Team Leader, Style & Home'),
      line('Mar 2022 — Present · Glendale, CA'),
      line('• Lead a team of 28 across apparel, beauty and home'),
    ];
    expect(analyseBullets(lines, loadTaxonomy(), new Set([0, 1])).bullets).toEqual([
      'Lead a team of 28 across apparel, beauty and home',
    ]);
  });
});
