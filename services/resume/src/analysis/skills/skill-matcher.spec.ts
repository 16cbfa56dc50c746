import { analyserData } from '../resume-facts.js';

const { matcher, data } = analyserData();
const skillsIn = (text: string, inSkillsSection = false) =>
  [...matcher.matchLine({ text, inSkillsSection })].map((id) => data.skills[id][0]).sort();

describe('SkillMatcher', () => {
  it('maps the aliases people write to one name', () => {
    expect(skillsIn('Built SPAs in JS and ReactJS on Postgres, deployed to k8s')).toEqual([
      'JavaScript',
      'Kubernetes',
      'PostgreSQL',
      'React',
    ]);
    expect(skillsIn('Node.js, NodeJS and Golang services on GCP')).toEqual(['Go', 'Google Cloud', 'Node.js']);
  });

  it("reads 'AWS' before a standard's code or on a welding line as the welding society, not the cloud", () => {
    expect(skillsIn('Certifications: AWS D17.1, AWS CWI', true)).not.toContain('AWS');
    expect(skillsIn('MIG and TIG welding to AWS standards')).not.toContain('AWS');
    expect(skillsIn('Deployed services on AWS Lambda and AWS S3')).toContain('AWS Lambda');
    expect(skillsIn('Cloud: AWS, Azure', true)).toContain('AWS');
  });

  it("finds 'Go', 'R', 'C', 'C++', 'C#' and '.NET' only where they are meant", () => {
    expect(skillsIn('Languages: C, C++, C#, Go, R, .NET', true)).toEqual(['.NET', 'C', 'C#', 'C++', 'Go', 'R']);
    expect(skillsIn('Wrote drivers in C and C++ for sensors')).toEqual(['C', 'C++']);
    expect(skillsIn('Rewrote the billing service in Go.')).toEqual(['Go']);
    expect(skillsIn('Statistical models in R programming')).toEqual(['R']);
    expect(skillsIn('C/C++ developer')).toEqual(['C', 'C++']);
    // 'go-to-market' is a skill of its own; 'Go' and 'C' are not in it
    expect(skillsIn('Planned the go-to-market launch and reported to the C-suite')).toEqual(['Go-to-market strategy']);
    expect(skillsIn('Go live came two weeks early; we had to go fast')).toEqual([]);
    expect(skillsIn('Earned a grade C; R&D liaison; Alex R. Chen')).toEqual([]);
    expect(skillsIn('Worked with the head chef on a spring menu and a swift rollout')).toEqual([]);
    expect(skillsIn('Built APIs with ASP.NET Core')).toEqual(['ASP.NET']);
  });

  it('matches whole words only', () => {
    expect(skillsIn('Javanese cuisine, Scalability, Rusty, Gopher')).toEqual([]);
    expect(skillsIn('JavaScript and Java')).toEqual(['Java', 'JavaScript']);
  });

  it('keeps generic words for skills lists', () => {
    expect(skillsIn('Showed leadership and communication during the rollout')).toEqual([]);
    expect(skillsIn('leadership, communication, teamwork', true)).toEqual(['Communication', 'Leadership', 'Teamwork']);
    expect(skillsIn('Strong written and verbal communication skills')).toEqual(['Communication']);
  });

  it('does not read skills out of e-mail and web addresses', () => {
    expect(skillsIn('jane@golang.dev · github.com/jane/react-app · linkedin.com/in/go')).toEqual([]);
  });
});
