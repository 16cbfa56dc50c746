import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EVAL_DIR, EVAL_NOW } from '../../test/eval/eval-set.js';
import { findContact } from './contact.js';
import { LocalResumeEngine } from './local-engine.js';
import { extractResumeDocument } from './pdf/extract-layout.js';
import type { SectionedLine } from './sections/sections.js';

const line = (text: string, section: SectionedLine['section']): SectionedLine =>
  ({ text, parts: [text], section, isHeading: false, listsSkills: false }) as unknown as SectionedLine;

describe('findContact', () => {
  it('takes the place line of a contact block read after the first heading as the location', () => {
    // a gutter layout prints the contact block right-aligned beside the name; reading order puts it under the heading
    const lines = [
      line('Ethan Kowalski', 'header'),
      line('Professional Experience', 'experience'),
      line('Ford Motor Company', 'experience'),
      line('Ann Arbor, MI', 'experience'),
      line('ethan.kowalski@example.edu', 'experience'),
      line('(734) 555-0124', 'experience'),
    ];
    expect(findContact(lines, []).location).toBe('Ann Arbor, MI');
  });

  it("does not take a role's place line for the location when no contact detail is beside it", () => {
    const lines = [
      line('Ethan Kowalski', 'header'),
      line('ethan.kowalski@example.edu | (734) 555-0124', 'header'),
      line('Experience', 'experience'),
      line('Software Engineering Intern', 'experience'),
      line('Dearborn, MI', 'experience'),
      line('Summer 2025', 'experience'),
    ];
    expect(findContact(lines, []).location).toBeUndefined();
  });
});

describe('places on a gutter layout', () => {
  it('reports neither a place as a skill nor the location as missing', async () => {
    const pdf = readFileSync(path.join(EVAL_DIR, 'pdfs', 'cs-new-grad--pdfkit-gutter.pdf'));
    const document = await extractResumeDocument(new Uint8Array(pdf));
    const { analysis } = new LocalResumeEngine().analyzeSync({ document, now: EVAL_NOW });
    // 'Tally ...: React Native app ... on PostgreSQL; 600 users in Ann Arbor'
    expect(analysis.extractedSkills).toEqual(expect.arrayContaining(['React Native', 'PostgreSQL']));
    expect(analysis.extractedSkills).not.toContain('Ann Arbor');
    expect(JSON.stringify(analysis)).not.toMatch(/No location/);
  });
});
