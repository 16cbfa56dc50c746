import { readResumeFacts } from '../resume-facts.js';
import { findOccupationTerms, loadOccupationTerms, OccupationTerms } from './occupation-terms.js';

const NOW = new Date(Date.UTC(2026, 10, 15));
const printed = (text: string, heading = false) => ({
  text,
  parts: [text],
  page: 1,
  size: heading ? 12 : 10,
  bold: heading,
});
const document = (texts: [string, boolean?][]) => ({
  lines: texts.map(([text, heading]) => printed(text, heading)),
  links: [],
  layout: { pages: 1, multiColumnPages: 0, interleavedPages: 0, tables: 0, unreadableChars: 0, smallestFontSize: 10 },
  text: texts.map(([t]) => t).join('\n'),
});
const skillsOf = (texts: [string, boolean?][]) =>
  readResumeFacts(document(texts), { now: NOW }).skills.map((s) => s.name);

describe("an occupation's own technologies by their short names (O*NET Technology Skills)", () => {
  const terms = new OccupationTerms(loadOccupationTerms());

  it("holds a vendor's name, a product without its vendor and a spelled-out acronym, for that occupation only", () => {
    const security = terms.termsOf(['15-1212.00']);
    expect(security.get('Tenable')).toBe('vendor'); // 'Tenable Nessus'
    expect(security.get('Nessus')).toBe('product');
    expect(terms.termsOf(['53-3032.00']).get('Omnitracs')).toBe('vendor'); // 'Omnitracs Performance Monitoring'
    expect(terms.termsOf(['53-7065.00']).get('WMS')).toBe('acronym'); // 'Warehouse management system WMS'
    expect(terms.termsOf(['17-1022.00']).get('SurvCE')).toBe('product'); // 'Carlson SurvCE'
    expect(terms.termsOf(['17-1022.00']).get('Trimble')).toBe('vendor'); // 'Trimble Terramodel'
    expect(terms.termsOf(['29-1141.00']).has('Tenable')).toBe(false);
  });

  it('keeps out platforms, categories and first words of two-word vendors', () => {
    const all = terms.termsOf(Object.keys(loadOccupationTerms().occupations));
    for (const word of ['Microsoft', 'Google', 'Adobe', 'Geographic', 'Internet', 'American', 'Henry', 'CPA']) {
      expect(all.has(word)).toBe(false);
    }
  });

  it('finds a term as printed, a vendor with its model, never inside a longer name or before a noun', () => {
    const vocabulary = new Map([
      ['Tenable', 'vendor'],
      ['Trimble', 'vendor'],
      ['WMS', 'acronym'],
    ]);
    const find = (text: string) => findOccupationTerms(text, vocabulary).map((t) => t.text);
    expect(find('Tracked vulnerability scans from Tenable and chased patching')).toEqual(['Tenable']);
    expect(find('Staked out lots with a Trimble R12 and a robotic total station')).toEqual(['Trimble R12']);
    expect(find('Ran a crew with a Trimble R12 GNSS receiver')).toEqual(['Trimble R12']);
    expect(find('Picked 180 cases an hour on the WMS, 99.8% accuracy')).toEqual(['WMS']);
    expect(find('Cleaned up WMS location data')).toEqual([]);
    expect(find('Ran Acme Tenable reports')).toEqual([]);
    expect(find('a tenable position')).toEqual([]);
  });

  it("reads a line for its role's occupation: 'Tenable' is a security analyst's tool, not a nurse's word", () => {
    const analyst = skillsOf([
      ['Dana Whitfield', true],
      ['EXPERIENCE', true],
      ['Information Security Analyst, Harbor Credit Union   Mar 2022 – Present'],
      ['• Tracked vulnerability scans from Tenable and chased patching with system owners'],
    ]);
    expect(analyst).toContain('Tenable');
    const nurse = skillsOf([
      ['Dana Whitfield', true],
      ['EXPERIENCE', true],
      ['Registered Nurse, Harbor General Hospital   Mar 2022 – Present'],
      ['• Tracked vulnerability scans from Tenable and chased patching with system owners'],
    ]);
    expect(nurse).not.toContain('Tenable');
  });
});
