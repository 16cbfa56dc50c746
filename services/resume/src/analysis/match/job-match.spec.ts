import { readFileSync } from 'node:fs';
import { extractResumeDocument } from '../pdf/extract-layout.js';
import { readResumeFacts, type ResumeFacts } from '../resume-facts.js';
import { matchJobDescription, postingTitle } from './job-match.js';

/** Job ads written for the purpose, in the shapes real ones come in, matched against resumes of the evaluation set. */
const NOW = new Date('2026-11-24T00:00:00Z');
async function factsOf(id: string): Promise<ResumeFacts> {
  const pdf = readFileSync(new URL(`../../../test/eval/pdfs/${id}--single.pdf`, import.meta.url));
  return readResumeFacts(await extractResumeDocument(pdf), { now: NOW });
}

const NURSE_AD = `Registered Nurse – Progressive Care Unit (Nights)
Riverside Regional Hospital | Columbus, OH

About the role
Our 32-bed progressive care unit cares for cardiac and post-surgical patients. We are looking for a compassionate RN who thrives in a fast-paced environment and works well as part of a team.

Responsibilities
- Perform patient assessment and cardiac monitoring for 4-5 patients per shift
- Administer medications and IV therapy, including titration of cardiac drips
- Provide patient education and discharge planning in partnership with case management
- Document care in Epic

Requirements
- Current RN license in Ohio
- BLS and ACLS certification required; PCCN preferred
- 2+ years of telemetry or step-down experience
- Experience with Pyxis and Alaris pumps; wound care and NIHSS certification a plus
- Strong communication and critical thinking skills`;

const SALES_AD = `Territory Sales Representative
Great Lakes Food Partners is hiring a Territory Sales Representative for the Milwaukee area.

What you'll do
• Prospecting new restaurant and school accounts across your territory
• Account management for 60-90 existing customers; pipeline management in Salesforce
• Negotiation of pricing and contracts, including RFPs for school districts
• Sales forecasting each quarter

What you bring
• 2+ years of B2B sales, foodservice distribution preferred
• Skills: Salesforce, Microsoft Excel, HubSpot, Gong
• Excellent communication and relationship building; self-motivated and able to work independently
• Valid driver's license`;

const TEACHER_AD = `Job Title: High School Chemistry Teacher
St. Tammany Parish Schools seeks a chemistry teacher for the 2027 school year.

Qualifications
- Louisiana teaching certificate in Chemistry or General Science
- Experience with NGSS alignment, inquiry-based labs and lab safety
- Classroom management and data-driven instruction
- Familiar with Canvas LMS and Google Workspace for Education; Nearpod a plus
- Collaboration with colleagues and families; strong communication`;

const ENGINEER_AD = `Senior Mechanical Design Engineer
We are seeking a Mechanical Design Engineer to design enclosures for electric vehicle battery packs.

Requirements:
- BS in Mechanical Engineering; 3+ years of product design
- Expert in SolidWorks or PTC Creo; GD&T per ASME Y14.5
- FEA with ANSYS Mechanical; tolerance stack-up analysis
- DFMEA, DFM and PPAP experience with suppliers
- Familiar with Windchill, MATLAB and Python; Teamcenter a plus
- Problem solving and attention to detail`;

describe('matching a job description', () => {
  it('reads the job title of an ad', () => {
    expect(postingTitle(NURSE_AD)).toBe('Registered Nurse');
    expect(postingTitle(TEACHER_AD)).toBe('High School Chemistry Teacher');
    expect(postingTitle('About us\nWe are hiring a Warehouse Supervisor to run our night shift.')).toBe(
      'Warehouse Supervisor',
    );
  });

  it("matches a nurse's resume with a progressive care nursing ad", async () => {
    const match = matchJobDescription(await factsOf('rn-telemetry'), NURSE_AD);
    expect(match.hardSkills.matched).toEqual(
      expect.arrayContaining(['BLS', 'ACLS', 'PCCN', 'Epic', 'IV therapy', 'Patient education', 'Wound care']),
    );
    expect(match.hardSkills.missing).toEqual(expect.arrayContaining(['NIHSS']));
    // soft skills only where the resume says them: it never says 'communication' or 'critical thinking'
    expect(match.softSkills.missing).toEqual(expect.arrayContaining(['Communication', 'Critical thinking']));
    expect(match.hardSkills.missing).not.toEqual(expect.arrayContaining(['Epic']));
    expect(match.jobTitle).toMatchObject({ posting: 'Registered Nurse', match: 'exact' });
    expect(match.matchRate).toBeGreaterThanOrEqual(60);
  });

  it("matches a sales representative's resume with a territory sales ad", async () => {
    const match = matchJobDescription(await factsOf('sales-rep-wholesale'), SALES_AD);
    expect(match.hardSkills.matched).toEqual(
      expect.arrayContaining([
        'Salesforce',
        'Microsoft Excel',
        'Prospecting',
        'Account management',
        'Pipeline management',
      ]),
    );
    expect(match.hardSkills.missing).toEqual(expect.arrayContaining(['HubSpot', 'Gong']));
    expect(match.hardSkills.missing).toEqual(['HubSpot', 'Gong']);
    expect(match.softSkills).toEqual({
      matched: ['Negotiation'],
      missing: ['Communication', 'Self-motivation', 'Relationship building'],
    });
    expect(match.jobTitle.match).toBe('exact');
  });

  it("matches a chemistry teacher's resume with a teaching ad", async () => {
    const match = matchJobDescription(await factsOf('science-teacher'), TEACHER_AD);
    expect(match.hardSkills.matched).toEqual(
      expect.arrayContaining(['Canvas LMS', 'NGSS alignment', 'Lab safety', 'Classroom management']),
    );
    expect(match.hardSkills.missing).toEqual(['Nearpod']);
    expect(match.jobTitle.posting).toBe('High School Chemistry Teacher');
    expect(match.jobTitle).toMatchObject({ match: 'related', resume: 'Chemistry Teacher & Science Department Chair' });
  });

  it("matches a mechanical engineer's resume with a design engineering ad", async () => {
    const match = matchJobDescription(await factsOf('mechanical-engineer'), ENGINEER_AD);
    expect(match.hardSkills.matched).toEqual(
      expect.arrayContaining(['SolidWorks', 'ANSYS Mechanical', 'Windchill', 'MATLAB', 'DFMEA']),
    );
    expect(match.hardSkills.missing).toEqual(['Python']);
    expect(match.jobTitle).toMatchObject({ posting: 'Senior Mechanical Design Engineer', match: 'exact' });
  });

  it('finds little in common between a nurse and an engineering ad', async () => {
    const nurse = matchJobDescription(await factsOf('rn-telemetry'), ENGINEER_AD);
    const engineer = matchJobDescription(await factsOf('mechanical-engineer'), ENGINEER_AD);
    expect(nurse.jobTitle.match).toBe('different');
    expect(nurse.hardSkills.matched).toEqual([]);
    expect(nurse.matchRate).toBeLessThan(25);
    expect(engineer.matchRate).toBeGreaterThan(nurse.matchRate + 40);
  });
});
