import { checkDraft, draftFigures } from '../../eval/draft-checks.js';
import { loadMessages, loadReplyProfiles } from '../../eval/eval-sets.js';
import { draftReply, nextSlots, type ReplyProfile, toolsAskedButMissing } from './draft-reply.js';

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

  it("asks the user about the subject of the question, never about the question's own words", () => {
    const aws = draft('How many years of experience do you have with AWS?');
    expect(aws.draft).toMatch(/I haven't used AWS in a professional role yet/);
    expect(aws.draft).not.toMatch(/do you have/);
    for (const [message, blank] of [
      ['How many years of experience do you have with pediatric nursing?', 'experience with pediatric nursing;'],
      ['Are you familiar with forklift operation?', 'experience with forklift operation;'],
      ['Have you worked with dementia patients or hospice care?', 'experience with dementia patients or hospice care;'],
      ['Any experience in commercial HVAC?', 'experience in commercial HVAC;'],
      ['What is your experience with inventory management?', 'experience with inventory management;'],
      ['What sort of stakeholder management experience do you bring?', 'stakeholder management experience;'],
    ]) {
      const d = draft(message);
      expect({ message, draft: d.draft }).toEqual({
        message,
        draft: expect.stringContaining(`whether you have ${blank}`),
      });
      expect(d.blanks).toHaveLength(1);
    }
  });

  it('reads "AWS D1.1" and other standard codes as welding, not the cloud platform AWS', () => {
    const welder: ReplyProfile = { ...profile, skills: ['AWS D1.1 certified', 'MIG welding'], titles: ['Welder'] };
    for (const message of [
      'Do you have experience with AWS D1.1 structural welding?',
      'Are you certified to AWS D17.1?',
      'Please confirm you are certified to AWS D1.1.',
      'Do you hold an AWS CWI or ASME IX qualification?',
    ]) {
      for (const p of [welder, { ...welder, skills: ['MIG welding'] }]) {
        expect(draft(message, p).draft).not.toMatch(/I haven't used AWS\b|worked with AWS(?! D1\.1)/);
        expect(toolsAskedButMissing(message, p)).not.toContain('AWS');
      }
    }
    // the cloud platform is still AWS, and a welding code on the resume is no cloud experience
    for (const message of [
      'How many years of experience do you have with AWS?',
      'Do you have experience with AWS Lambda?',
    ]) {
      expect(draft(message, welder).draft).not.toMatch(/I have worked with AWS/);
      expect(draft(message, welder).draft).toMatch(/I haven't used AWS/);
      expect(draft(message).draft).toMatch(/I haven't used AWS/);
    }
    expect(draft('Are you an AWS certified solutions architect?', { ...profile, skills: ['AWS'] }).draft).not.toMatch(
      /I haven't used AWS/,
    );
  });

  it('proposes times on the next working days when asked to schedule, in the user’s location', () => {
    const d = draft('We would like to schedule a phone screen. What times work for you?');
    expect(d.category).toBe('interview-scheduling');
    for (const slot of nextSlots(now)) expect(d.draft).toContain(slot);
    expect(nextSlots(now)[0]).toMatch(/^Monday, March 9/);
    // the week of Thanksgiving: Thursday the 26th is skipped
    expect(nextSlots(new Date('2026-11-24T15:00:00Z')).map((s) => s.split(',')[0] + s.split(',')[1])).toEqual([
      'Wednesday November 25',
      'Friday November 27',
      'Monday November 30',
    ]);
    expect(d.draft).toContain('Denver, CO time');
  });

  it('accepts a time the employer offered', () => {
    const d = draft('Are you available on Tuesday at 2pm for a video interview?');
    expect(d.draft).toMatch(/Tuesday at 2pm works well for me/);
  });

  it('asks how the meeting happens only when the message leaves it open', () => {
    expect(draft('Are you available Thursday at 2pm for a phone screen?').draft).not.toMatch(
      /by phone, video or in person/,
    );
    expect(draft('Could you come in person to our office on Friday at 10am?').draft).not.toMatch(/video or in person/);
    expect(draft('Are you free for an interview on Thursday at 2pm?').draft).toMatch(/by phone, video or in person/);
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

  it('greets the sender of a signature line, never a team', () => {
    expect(draft('Job is yours if you want it: start Monday. Let me know. - Rick').draft).toMatch(/^Hi Rick,/);
    expect(draft('Hi Maya,\n\nWe would like to offer you the role.\n\nLinda, Nurse Recruiter').draft).toMatch(
      /^Hi Linda,/,
    );
    expect(draft('We have filled the role.\n\nBest,\nTalent Team').draft).toMatch(/^Hello,/);
  });

  it('keeps the time zone of the times offered and confirms a fixed interview', () => {
    const d = draft('Could we do Tuesday at 11am Pacific or Wednesday 2pm PT?');
    expect(d.draft).toMatch(/Tuesday at 11am Pacific works well for me\. Wednesday 2pm PT would also work/);
    expect(d.draft).toMatch(/\[The times are in Pacific; check them in your own time zone \(Denver, CO\)/);
    const fixed = draft(
      'Your interview is confirmed for Monday 7 December at 09:30 CET. Please confirm you can attend.',
    );
    expect(fixed.draft).toMatch(/I confirm that I will attend on Monday 7 December at 09:30 CET\./);
  });

  it('answers an offer’s deadline, conditions and start, and a rejection that refuses feedback without asking for it', () => {
    const offer = draft(
      'We are pleased to offer you the job, contingent on a background check of your references. Start Monday. Please reply by Friday.',
    );
    expect(offer.draft).toMatch(/contingent on a background check of my references/);
    expect(offer.draft).toMatch(/get back to you by Friday, as you asked/);
    expect(offer.draft).toMatch(/\[Confirm that starting Monday works for you/);
    const rejection = draft(
      'Unfortunately we will not be moving forward. We are unable to provide individual feedback.',
    );
    expect(rejection.draft).not.toMatch(/feedback/);
  });

  it('puts each question it cannot answer from the resume to the user, word for word', () => {
    const d = draft('Do you hold a Tableau certification, and are you comfortable presenting to executives?');
    expect(d.blanks.join(' ')).toContain(
      '“Do you hold a Tableau certification, and are you comfortable presenting to executives?”',
    );
    expect(draft('Do you have experience with Tableau?').blanks.join(' ')).not.toMatch(/Answer “/);
  });

  it('answers each other thing the message asks, in a sentence or a blank, and claims nothing for the user', () => {
    const d = draft(
      'Hi Maya, client wants to meet you Friday at 11 CT on Teams. Also, what’s your notice period at your current job?',
    );
    expect(d.draft).toMatch(/Friday at 11 CT works well for me/);
    expect(d.draft).toContain('My notice period is [your notice period');
    const offer = draft(
      'Maya - we’re gonna take you on. $27/hr, 4x10s. What size boots do you wear? Need an answer by Friday.',
    );
    expect(offer.category).toBe('offer');
    expect(offer.blanks).toContain('[Answer “What size boots do you wear?” in a sentence or two.]');
    const formal = draft(
      'Dear Ms. Chen,\n\nTo progress your application, kindly state your expected remuneration, as well as your earliest available start date.',
    );
    expect(formal.category).toBe('salary-question');
    expect(formal.draft).toContain('I could start [your earliest start date');
    // an instruction is a commitment the user checks; a licence or a certificate is theirs to speak for
    const welder = draft(
      'Marcus, can you come in Monday 7am for a weld test? Bring your own hood. Bring your license.',
    );
    expect(welder.draft).toContain('I will bring my own hood. [Check that you can before sending.]');
    expect(welder.draft).not.toMatch(/I will bring my license/);
    expect(draft('Please confirm you are certified in Power BI.').draft).not.toMatch(/I confirm/);
    // an ask of the reply's own category that the reply does not take up is still answered
    expect(
      draft("Saw your GitHub. We're hiring, remote. What's your timezone and are you open to contract-to-hire?").blanks,
    ).toEqual(
      expect.arrayContaining([
        "[Answer “What's your timezone” in a sentence or two.]",
        '[Answer “are you open to contract-to-hire?” in a sentence or two.]',
      ]),
    );
    const panel = draft(
      'You are invited to a panel interview on 3 December at 11:00. Kindly confirm your attendance and let us know your preferred name for the visitor badge.',
    );
    expect(panel.draft).toContain('I confirm that I will attend on 3 December at 11:00.');
    expect(panel.blanks.join(' ')).toMatch(/visitor badge/);
    expect(
      draft(
        'We are delighted to offer you the role. Could you indicate your preferred start date and whether you would like to enroll in the 401(k) plan?',
      ).blanks.join(' '),
    ).toMatch(/401\(k\)/);
    expect(draft('Want the job? Mornings 6-2, Tue-Sat. Need to know if you can pass a drug test.').blanks).toContain(
      '[Reply to “Need to know if you can pass a drug test”: say what you will do and when.]',
    );
  });

  it('warns of a scam and declines instead of complying', () => {
    const d = draft('Congratulations, you are hired! A training kit fee of $99 is due by gift card before you start.');
    expect(d.category).toBe('other');
    expect(d.scam).toEqual(['it asks you to pay or move money']);
    expect(d.blanks[0]).toMatch(/^\[Warning: this message has signs of a job scam or phishing: it asks you to pay/);
    expect(d.draft).toMatch(/I do not share bank details, identity documents, passwords or payments by message/);
  });

  // held-out 3 at its first figures on 031b726 (54.5% of drafts hold every property, facts 100%, 3 of 4 scams warned
  // and refused): floors one draft under them; figures only, its items are not named even on failure
  it('writes held-out 3 drafts that hold every property at 0.51 or better, facts always', () => {
    const profiles = loadReplyProfiles();
    const messages = loadMessages('heldout3');
    const f = draftFigures(
      messages.map((m) =>
        checkDraft(
          m,
          profiles[m.profile!],
          draftReply({ message: m.message, profile: profiles[m.profile!], now }).draft,
        ),
      ),
    );
    expect(f.allHeld).toBeGreaterThanOrEqual(0.51);
    expect(f.byProperty.facts).toBe(1);
    expect(f.byProperty.scam).toBeGreaterThanOrEqual(0.96);
  });

  // held-out 4 at its first figures on 76c47fc (74.2% of drafts hold every property, facts 90.3%, scam property 100%,
  // 3 of 3 scams warned and refused): floors one draft under them; figures only, its items are not named even on failure
  it('writes held-out 4 drafts that hold every property at 0.7 or better', () => {
    const profiles = loadReplyProfiles();
    const messages = loadMessages('heldout4');
    const f = draftFigures(
      messages.map((m) =>
        checkDraft(
          m,
          profiles[m.profile!],
          draftReply({ message: m.message, profile: profiles[m.profile!], now }).draft,
        ),
      ),
    );
    expect(f.allHeld).toBeGreaterThanOrEqual(0.7);
    expect(f.byProperty.facts).toBeGreaterThanOrEqual(0.87);
    expect(f.byProperty.scam).toBeGreaterThanOrEqual(0.96);
  });

  // floors on the share of drafts holding every property of src/eval/draft-checks.ts (held-out 2: 76.0% at its
  // first figure on 2026-11-24 late evening, 88.0% once drafts answered every ask on 2026-11-25, less one draft;
  // dev3: 100%, less a margin)
  it.each([
    ['dev', 0.97],
    ['dev2', 0.95],
    ['dev3', 0.95],
    ['dev4', 0.87],
    ['heldout', 0.95],
    ['heldout2', 0.84],
  ] as const)('writes %s drafts that hold every property, at %s or better, and warns of every scam', (split, floor) => {
    const profiles = loadReplyProfiles();
    const messages = loadMessages(split);
    const checks = messages.map((m) =>
      checkDraft(
        m,
        profiles[m.profile ?? 'dev'],
        draftReply({ message: m.message, profile: profiles[m.profile ?? 'dev'], now }).draft,
      ),
    );
    const f = draftFigures(checks);
    // on failure the assertion shows which drafts failed which property
    expect(f.allHeld >= floor ? [] : f.failures.map((c) => `${c.id}: ${c.problems.join('; ')}`)).toEqual([]);
    expect(f.byProperty.facts).toBe(1);
    expect(f.byProperty.scam).toBe(1);
  });
});
