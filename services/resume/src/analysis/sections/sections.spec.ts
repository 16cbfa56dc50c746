import type { ResumeLine } from '../pdf/layout-types.js';
import { splitSections } from './sections.js';

const line = (text: string, x: number, bold = false): ResumeLine => ({
  text,
  parts: [text],
  page: 1,
  size: 10,
  bold,
  x,
});

describe('splitSections with headings in a gutter', () => {
  it('keeps headings that share their column with the content', () => {
    const { lines } = splitSections([
      line('Priya Venkataraman', 50, true),
      line('Experience', 50, true),
      line('County Department of Human Assistance   Sep 2022 — Current', 50),
      line('Skills', 50, true),
      line('Casework', 50, true),
      line('Eligibility determination   Case management', 50),
      line('Languages', 50, true),
      line('Tamil, English', 50),
    ]);
    expect(lines.find((l) => l.text === 'Languages')).toMatchObject({ section: 'languages', isHeading: true });
  });

  it('reads a bold label set in the content column as a group of its section, not a heading', () => {
    const { lines } = splitSections([
      line('Priya Venkataraman', 50, true),
      line('Employment History', 50, true),
      line('County Department of Human Assistance   Sep 2022 — Current', 160),
      line('Technical Skills', 50, true),
      line('Casework', 160, true),
      line('Languages', 160, true),
      line('Java   Python   SQL', 160),
      line('Eligibility determination   Case management', 160),
      line('Systems', 160, true),
      line('CalSAWS   Microsoft Office   IEVS', 160),
      line('Education', 50, true),
      line('B.A., Sociology', 160),
    ]);
    const systems = lines.find((l) => l.text === 'Systems')!;
    expect(systems).toMatchObject({ section: 'skills', isHeading: false });
    expect(lines.find((l) => l.text.startsWith('CalSAWS'))).toMatchObject({ section: 'skills', listsSkills: true });
    expect(lines.find((l) => l.text === 'Languages')).toMatchObject({ section: 'skills', isHeading: false });
    expect(lines.find((l) => l.text === 'Education')).toMatchObject({ section: 'education', isHeading: true });
  });
});
