import { linkedinNotes, readLinkedinUrl } from './linkedin.js';
import { UNKNOWN_EXPERIENCE_LEVEL } from '@pathwise/contracts';
import { analyzeProfileUrlOnly } from './profile-url-analysis.js';

describe('LinkedIn profile addresses', () => {
  it('tells a custom address from a generated one', () => {
    expect(readLinkedinUrl('https://www.linkedin.com/in/janedoe/')).toMatchObject({
      isProfileUrl: true,
      customAddress: true,
      slug: 'janedoe',
    });
    expect(readLinkedinUrl('linkedin.com/in/jane-doe-4a7b19203')).toMatchObject({
      isProfileUrl: true,
      customAddress: false,
    });
    expect(readLinkedinUrl('https://uk.linkedin.com/in/jane-doe?trk=x').isProfileUrl).toBe(true);
    expect(readLinkedinUrl('https://example.com/jane').isProfileUrl).toBe(false);
    expect(linkedinNotes('https://example.com/jane').weaknesses[0]).toMatch(/not a LinkedIn profile address/);
  });

  it('takes a malformed escape or odd characters for what they are, not a profile address (and never throws)', () => {
    for (const url of ['https://www.linkedin.com/in/%', 'linkedin.com/in/%E0%A4%A', 'linkedin.com/in/a%00b']) {
      expect(readLinkedinUrl(url).isProfileUrl).toBe(false);
      expect(analyzeProfileUrlOnly(url).basis).toMatch(/does not look like a LinkedIn profile address/);
    }
    expect(readLinkedinUrl('https://www.linkedin.com/in/j%C3%BCrgen-m%C3%BCller')).toMatchObject({
      isProfileUrl: true,
      slug: 'jürgen-müller',
    });
  });

  it('says what the analysis of an address alone is based on, with keywords from career matches', () => {
    const analysis = analyzeProfileUrlOnly('https://www.linkedin.com/in/janedoe', [
      { code: '15-1252.00', title: 'Software Developers', weight: 0.9 },
    ]);
    expect(analysis.basis).toMatch(
      /^Based only on your profile address and your career matches \(Software Developers\)/,
    );
    expect(analysis.extractedSkills).toEqual([]);
    expect(analysis.keywords.length).toBeGreaterThan(3);
    expect(analysis.strengths[0]).toMatch(/custom address/);
    expect(analysis.improvementSuggestions.join(' ')).toMatch(/Save to PDF/);
  });

  it('does not announce an experience level it could not read', () => {
    const analysis = analyzeProfileUrlOnly('https://www.linkedin.com/in/janedoe');
    expect(analysis.experienceLevel).toBe(UNKNOWN_EXPERIENCE_LEVEL);
    expect(['entry-level', 'mid-level', 'senior-level']).not.toContain(analysis.experienceLevel);
    expect(analysis.yearsOfExperience).toBeUndefined();
    expect(analysis.atsScore).toBeUndefined();
    expect(analysis.basis).toMatch(/skills and experience level are unknown/);
    expect(analysis.basis).not.toMatch(/default/);
  });
});
