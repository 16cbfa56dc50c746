import type { SectionedLine } from '../sections/sections.js';
import { itemsOfLine } from './list-items.js';

const line = (text: string, section = 'skills') =>
  ({ text, parts: [text], section, listsSkills: true }) as unknown as SectionedLine;
/** The items, without the labels (a label is a category: the extractor keeps it only when it names a product). */
const names = (text: string, section?: string) =>
  itemsOfLine(line(text, section))
    .filter((i) => !i.label)
    .map((i) => i.name);

describe('itemsOfLine', () => {
  it('reads two labelled lists joined into one line (OCR, a wrapped sidebar) from their own labels', () => {
    expect(names('Electrical: Conduit bending, Fire alarm systems Tools: Fluke multimeters, Greenlee benders')).toEqual(
      ['Conduit bending', 'Fire alarm systems', 'Fluke multimeters', 'Greenlee benders'],
    );
    expect(names('Patient care: Trauma assessment, IV access Fire & Rescue: Vehicle extrication')).toEqual([
      'Trauma assessment',
      'IV access',
      'Vehicle extrication',
    ]);
  });

  it("reads a grid row's first cell as an item when only a tool's bracketed parts hold commas", () => {
    const row = (...cells: string[]) =>
      ({ text: cells.join('   '), parts: cells, section: 'skills', listsSkills: true }) as unknown as SectionedLine;
    expect(itemsOfLine(row('Receiving', 'Shipping', 'SAP (MIGO, VL02N)')).map((i) => i.name)).toEqual([
      'Receiving',
      'Shipping',
      'SAP',
    ]);
  });

  it("drops a certificate's issuer after a dash OCR read without its spaces", () => {
    const [bls] = itemsOfLine(line('BLS (Basic Life Support)-American Heart Association', 'certifications'));
    expect(bls).toMatchObject({ name: 'BLS', aliases: ['Basic Life Support'] });
    const [fpc] = itemsOfLine(
      line('Fundamental Payroll Certification -American Payroll Association', 'certifications'),
    );
    expect(fpc.name).toBe('Fundamental Payroll Certification');
  });

  it("drops an issuer named by an article, a place's acronym or a brand English does not know, not a name's tail", () => {
    const certificate = (text: string) => itemsOfLine(line(text, 'certifications'))[0].name;
    expect(certificate('Associate in Claims – The Institutes')).toBe('Associate in Claims');
    expect(certificate('Licensed Clinical Social Worker – California BBS')).toBe('Licensed Clinical Social Worker');
    expect(certificate('Xactimate Level 3 Certification – Verisk')).toBe('Xactimate Level 3 Certification');
    expect(certificate('Certified Payroll Professional – American Payroll Associations')).toBe(
      'Certified Payroll Professional',
    );
    expect(certificate('I-CAR Platinum – Steel Structural Technician')).toBe(
      'I-CAR Platinum – Steel Structural Technician',
    );
    expect(certificate('Professional Engineer, California – Civil')).toBe('Professional Engineer, California – Civil');
  });
});
