import { loadReferenceData } from '../reference/reference-data.js';
import { jobFit, type FitListing } from './fit-engine.js';

const { byCode } = loadReferenceData();
const developer = byCode.get('15-1252.00');
const listing = (over: Partial<FitListing> = {}): FitListing => ({
  id: 'j1',
  title: 'Senior Software Developer',
  description: 'Build services in Python and Go on AWS. We use Docker and Kubernetes; Git for everything.',
  requirements: '6+ years of experience\nExperience with Python, SQL and Terraform',
  occupationCode: '15-1252.00',
  experienceLevel: 'senior_level',
  ...over,
});
const matches = [{ code: '15-1252.00', title: 'Software Developers', matchScore: 92 }];

it('counts the resume skills the listing names, lists what it asks for that the resume lacks', () => {
  const fit = jobFit(
    { skills: ['Python', 'Docker', 'PostgreSQL', 'Go'], experienceLevel: 'senior-level', matches },
    listing(),
    developer,
    ['SQL', 'Kubernetes'],
  );
  expect(fit.matchedSkills).toEqual(expect.arrayContaining(['Python', 'Docker', 'Go']));
  expect(fit.matchedSkills).not.toContain('PostgreSQL');
  expect(fit.missingSkills).toEqual(expect.arrayContaining(['AWS', 'SQL', 'Kubernetes']));
  expect(fit.careerMatch).toEqual({ code: '15-1252.00', title: 'Software Developers', matchScore: 92 });
  expect(fit.levelNote).toBe('Asks for senior level experience, as your resume shows');
  expect(fit.score).toBeGreaterThanOrEqual(60);
});

it("ranks a listing that asks for the user's skills above one that asks for others", () => {
  const profile = { skills: ['Python', 'SQL', 'Docker'], experienceLevel: 'mid-level', matches: [] };
  const close = jobFit(profile, listing({ experienceLevel: 'mid_level' }), developer, []);
  const far = jobFit(
    profile,
    listing({
      description: 'Java and C# on Azure with Kubernetes.',
      requirements: 'Experience with Java, C#, Kubernetes',
      experienceLevel: 'mid_level',
    }),
    developer,
    ['Kubernetes'],
  );
  expect(close.score).toBeGreaterThan(far.score);
  expect(far.matchedSkills).toEqual([]);
});

it('reads everyday words as skills only when written so ("Go", not "go ahead")', () => {
  const fit = jobFit(
    { skills: ['Go', 'R'], experienceLevel: null, matches: [] },
    listing({ description: 'You will go ahead and lead a team.', requirements: null }),
    developer,
    [],
  );
  expect(fit.matchedSkills).toEqual([]);
});

it('says when the listing asks for more experience than the resume shows', () => {
  const fit = jobFit({ skills: ['Python'], experienceLevel: 'entry-level', matches }, listing(), developer, []);
  expect(fit.levelNote).toBe('Asks for senior level experience; your resume reads entry level');
});
