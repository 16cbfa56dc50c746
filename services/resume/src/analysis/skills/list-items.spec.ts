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

  it("drops a certificate's issuer after a dash OCR read without its spaces", () => {
    const [bls] = itemsOfLine(line('BLS (Basic Life Support)-American Heart Association', 'certifications'));
    expect(bls).toMatchObject({ name: 'BLS', aliases: ['Basic Life Support'] });
    const [fpc] = itemsOfLine(
      line('Fundamental Payroll Certification -American Payroll Association', 'certifications'),
    );
    expect(fpc.name).toBe('Fundamental Payroll Certification');
  });
});
