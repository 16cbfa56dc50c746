import { draftReply, nextSlots, type ReplyProfile } from './draft-reply.js';

const profile: ReplyProfile = {
  firstName: 'Maya',
  lastName: 'Chen',
  location: 'Denver, CO',
  skills: ['Python', 'SQL', 'Tableau'],
  experienceLevel: 'mid-level',
  titles: ['Data Analyst'],
  matches: [{ title: 'Data Analyst', code: '15-2051.01' }],
};
const now = new Date('2026-03-06T15:00:00Z'); // a Friday
const draft = (message: string, p: ReplyProfile = profile) => draftReply({ message, profile: p, now });

describe('draftReply', () => {
  it('signs with the user’s name and greets the sender by name', () => {
    const d = draft('Hi Maya, could you send a few code samples or your GitHub?\n\nThanks,\nPriya');
    expect(d.category).toBe('code-sample');
    expect(d.draft).toMatch(/^Hi Priya,/);
    expect(d.draft).toMatch(/Best regards,\nMaya Chen$/);
    expect(d.blanks.join(' ')).toMatch(/link to your portfolio/);
  });

  it('answers an experience question from the resume and never claims a skill it does not list', () => {
    const yes = draft('Do you have experience with Tableau?');
    expect(yes.draft).toMatch(/Yes, I have worked with Tableau/);
    const no = draft('How many years of experience do you have with Kubernetes?');
    expect(no.draft).toMatch(/I haven't used Kubernetes in a professional role yet/);
    expect(no.draft).not.toMatch(/I have worked with Kubernetes/);
    expect(no.draft).toMatch(/closest experience is with Python, SQL and Tableau/);
  });

  it('proposes times on the next working days when asked to schedule, in the user’s location', () => {
    const d = draft('We would like to schedule a phone screen. What times work for you?');
    expect(d.category).toBe('interview-scheduling');
    for (const slot of nextSlots(now)) expect(d.draft).toContain(slot);
    expect(nextSlots(now)[0]).toMatch(/^Monday, March 9/);
    expect(d.draft).toContain('Denver, CO time');
  });

  it('accepts a time the employer offered', () => {
    const d = draft('Are you available on Tuesday at 2pm for a video interview?');
    expect(d.draft).toMatch(/Tuesday at 2pm works well for me/);
  });

  it('leaves the salary figure to the user, with a public reference point', () => {
    const d = draft('What are your salary expectations?');
    expect(d.category).toBe('salary-question');
    expect(d.draft).toMatch(/\[your range/);
    expect(d.draft).toMatch(/BLS, May 2024/);
    const stated = draft('The budgeted range for the role is $70-80k. Does that work with your expectations?');
    expect(stated.draft).toContain('$70-80k');
  });

  it('replies to an offer, a rejection and outreach professionally, with blanks in brackets', () => {
    const offer = draft(
      'We are delighted to extend you an offer for the Data Analyst position. The offer letter is attached.',
    );
    expect(offer.category).toBe('offer');
    expect(offer.draft).toMatch(/Thank you so much for the offer for the Data Analyst role/);
    const rejection = draft('Unfortunately we have decided to move forward with other candidates.');
    expect(rejection.draft).toMatch(/feedback/);
    const outreach = draft(
      "Hi Maya, I came across your profile and I'm recruiting for an analytics role. Open to a chat?",
    );
    expect(outreach.category).toBe('recruiter-outreach');
    expect(outreach.draft).toMatch(/I'm based in Denver, CO/);
    for (const d of [offer, rejection, outreach]) expect(d.draft).not.toMatch(/undefined|null/);
  });

  it('works without a resume or a name', () => {
    const d = draft('Do you have experience with Excel?', {
      ...profile,
      firstName: null,
      lastName: null,
      skills: [],
      titles: [],
      experienceLevel: null,
      matches: [],
    });
    expect(d.draft).toMatch(/\[Your name\]$/);
    expect(d.draft).not.toMatch(/I have worked with Excel/);
  });
});
