import { REPLY_CATEGORIES } from '@pathwise/contracts';
import { loadMessages } from '../../eval/eval-sets.js';
import { classificationFigures } from '../../eval/metrics.js';
import { classifyMessage } from './classify.js';
import { scamSigns } from './scam.js';

describe('classifyMessage', () => {
  const messages = loadMessages('dev');

  it('classifies at least 40 written employer messages of every category, at 90% or better', () => {
    expect(messages.length).toBeGreaterThanOrEqual(40);
    expect(new Set(messages.map((m) => m.category))).toEqual(new Set(REPLY_CATEGORIES));
    const f = classificationFigures(
      messages.map((m) => ({ id: m.id, expected: m.category, got: classifyMessage(m.message).category })),
    );
    expect(f.accuracy).toBeGreaterThanOrEqual(0.9);
    for (const [category, c] of Object.entries(f.byCategory))
      expect({ category, share: c.correct / c.count >= 0.75 }).toEqual({ category, share: true });
  });

  it('says which cues it matched', () => {
    const c = classifyMessage('Unfortunately, we have decided to move forward with other candidates.');
    expect(c.category).toBe('rejection');
    expect(c.cues.join(' ')).toMatch(/Unfortunately/);
  });

  it('reads a soft rejection with no decision verb as a rejection', () => {
    for (const message of [
      'Thanks for coming in. The team went in another direction for this one, but we enjoyed meeting you.',
      "After a lot of thought we're heading in another direction for this role.",
      'The hiring manager has taken things in a different direction. Thanks again for your interest.',
    ])
      expect({ message, category: classifyMessage(message).category }).toEqual({ message, category: 'rejection' });
  });

  it('tells an offer that names pay from a salary question, and a declined offer from an offer', () => {
    expect(classifyMessage("We're pleased to offer you the role at $70,000 a year starting May 1.").category).toBe(
      'offer',
    );
    expect(classifyMessage('What salary are you expecting for this role?').category).toBe('salary-question');
    expect(classifyMessage('After review we will not be offering you the position.').category).toBe('rejection');
  });

  it('reads whose pay figure it is: terms with a start are an offer, an opening with terms is outreach', () => {
    for (const [message, category] of [
      ['Your first shift starts Monday, $17 an hour. See you then!', 'offer'],
      ['We are hiring a senior analyst, $120k base, start in January. Interested?', 'recruiter-outreach'],
      ["Hey Marcus, we're hiring pipe welders in Houston, $38/hr, per diem. Got your 6G cert?", 'recruiter-outreach'],
      ['Your interview starts at 10am on Monday. Parking is $5 in the garage.', 'interview-scheduling'],
      ['Marcus - what do you need to make to come over from where you are at now?', 'salary-question'],
      ['how much u want per hr? and can u work doubles on weekends', 'salary-question'],
      ['Your background check came back clear. What size shirt do you wear for the uniform?', 'other'],
      ['How many years have you been driving commercially, and have you had any accidents?', 'experience-question'],
    ])
      expect({ message, category: classifyMessage(message).category }).toEqual({ message, category });
  });

  // written 2026-11-25 after the dev3 changes, in voices and wordings none of the sets has, to check they generalise
  it.each([
    ['offer', 'Good news - the owner signed off on you. We can do $21 an hour, full time. When could you start?'],
    [
      'offer',
      "Hi Sam, following your interviews we'd like you to join us as Store Manager. Details below: base $58,000, 15 days PTO. Let us know by Monday.",
    ],
    ['offer', "Congrats!! The team voted and it's a yes from everyone. HR will send paperwork tomorrow."],
    [
      'offer',
      'We are happy to inform you that you have been successful in your application for the post of Teaching Assistant. Please find your contract attached.',
    ],
    ['offer', "Sam, I'm pleased to tell you the position is yours if you want it. Pay is 24/hr, starting on the 14th."],
    [
      'offer',
      "After careful review, we would like to move forward with an offer. I'll call you this afternoon to go over the details.",
    ],
    ['offer', 'Hey! Owner here. Loved meeting you. Want the job? Mornings 6-2, Tue-Sat.'],
    [
      'offer',
      "We're excited to welcome you to the team! Your start date will be January 5. Attached are the onboarding documents.",
    ],
    ['other', 'Hi Sam, just checking: did you get our email with the parking instructions for Tuesday?'],
    [
      'other',
      'Thank you for accepting our offer! Please complete your I-9 on your first day and bring two forms of ID.',
    ],
    ['other', 'We have updated our privacy policy for applicants. No action is required.'],
    [
      'other',
      'Hi, this is a reminder that your drug screening appointment is tomorrow at 9am at the Labcorp on Main St.',
    ],
    ['other', 'Could you send me your updated resume? The one we have is from 2022.'],
    ['other', 'Thanks so much for the thank-you note, Sam! It was great talking to you too.'],
    ['other', 'Your application status has changed. Log in to the candidate portal to view it.'],
    ['other', 'Quick question: do you prefer to be called Samuel or Sam on your badge?'],
    [
      'recruiter-outreach',
      'Hi Sam, I lead talent at a healthcare startup. We have a Product Analyst opening that looks like a strong match for your background. Open to a quick call?',
    ],
    [
      'recruiter-outreach',
      'Hello! We are a staffing agency and we have many warehouse jobs near you, $19-22/hr, weekly pay. Reply YES if interested.',
    ],
    [
      'recruiter-outreach',
      "Sam - a friend forwarded me your resume. We have an opening on our line crew. Let me know if you'd want to talk.",
    ],
    [
      'recruiter-outreach',
      'Good afternoon, I represent a boutique search firm retained by a Fortune 500 retailer for a Director of Analytics. Your name came up repeatedly. May I share the details?',
    ],
    [
      'recruiter-outreach',
      "Hey Sam! Noticed you just finished your CDL. We're hiring regional drivers out of Atlanta, home weekends. Want details?",
    ],
    [
      'recruiter-outreach',
      "Hi Sam, hope you're well. I recruit for cloud engineering roles in Austin and thought of you for a position with one of my clients. Would love to connect.",
    ],
    ['rejection', 'Hi Sam, thank you for applying. The position has now been filled. Best of luck.'],
    [
      'rejection',
      "We appreciate your interest but have decided the role isn't the right match for your experience at this time.",
    ],
    ['rejection', 'sorry sam we found someone. good luck!'],
    ['rejection', "Thank you for your patience. I'm afraid we won't be taking your application further."],
    ['interview-scheduling', 'Are you around tomorrow for a quick phone call? Any time after 2 works.'],
    ['interview-scheduling', 'Please select a time for your video interview using the link below. Slots fill quickly.'],
    ['salary-question', 'Before we go further, what kind of pay are you hoping for?'],
    ['salary-question', "what's your rate"],
    ['code-sample', 'Could you share your Behance or a PDF of recent work?'],
    ['experience-question', 'How comfortable are you working with the public in a fast-paced setting?'],
    ['experience-question', 'Have you ever managed a team? If so, how big?'],
  ] as const)('reads a %s by what it says: %s', (category, message) => {
    expect(classifyMessage(message).category).toBe(category);
  });

  // floors on the sets written after the first: dev2 and dev3 (tuned on) and held-out (only measured)
  it.each([
    ['dev2', 0.95],
    ['dev3', 0.95],
    ['heldout', 0.9],
  ] as const)('classifies the %s messages in other voices at %s or better', (split, floor) => {
    const set = loadMessages(split);
    expect(set.length).toBeGreaterThanOrEqual(28);
    const f = classificationFigures(
      set.map((m) => ({ id: m.id, expected: m.category, got: classifyMessage(m.message).category })),
    );
    expect(f.accuracy).toBeGreaterThanOrEqual(floor);
  });

  // held-out 2 (25 messages, written late on 2026-11-24 for five profiles no set has): 60.0% at its first reading,
  // 76.0% after the classifier read the message's own text and its speech acts, 80.0% once "Interested?" at the end
  // of a message read as outreach (2026-11-25); a floor one message under
  it('classifies the held-out 2 messages at 0.76 or better', () => {
    const set = loadMessages('heldout2');
    expect(set.length).toBeGreaterThanOrEqual(25);
    const f = classificationFigures(
      set.map((m) => ({ id: m.id, expected: m.category, got: classifyMessage(m.message).category })),
    );
    expect(f.accuracy).toBeGreaterThanOrEqual(0.76);
  });

  // held-out 3 (33 messages, written 2026-11-25 for five more profiles, committed before the engine ran on them):
  // 63.6% at its first reading on 031b726, engine unchanged; a floor one message under it
  it('classifies the held-out 3 messages at 0.6 or better', () => {
    const set = loadMessages('heldout3');
    expect(set.length).toBeGreaterThanOrEqual(30);
    const f = classificationFigures(
      set.map((m) => ({ id: m.id, expected: m.category, got: classifyMessage(m.message).category })),
    );
    expect(f.accuracy).toBeGreaterThanOrEqual(0.6);
  });

  // held-out 4 (31 messages, written 2026-11-25 morning by the sets engineer for five more profiles, committed before
  // the engine ran on them): 67.7% at its first reading on 76c47fc, engine unchanged; a floor one message under it, and
  // the signs of a scam found in its 3 scams and in none of its other 28 (counts only: its items are not named)
  it('classifies the held-out 4 messages at 0.64 or better and finds its scams by counts', () => {
    const set = loadMessages('heldout4');
    expect(set.length).toBeGreaterThanOrEqual(30);
    const f = classificationFigures(
      set.map((m) => ({ id: m.id, expected: m.category, got: classifyMessage(m.message).category })),
    );
    expect(f.accuracy).toBeGreaterThanOrEqual(0.64);
    const flagged = (scam: boolean) => set.filter((m) => !!m.scam === scam && scamSigns(m.message).length > 0).length;
    expect({ scamsFound: flagged(true), othersFlagged: flagged(false) }).toEqual({
      scamsFound: set.filter((m) => m.scam).length,
      othersFlagged: 0,
    });
  });

  it('finds the signs of a scam in every scam message and in no other message of the sets', () => {
    const all = [
      ...loadMessages('dev'),
      ...loadMessages('dev2'),
      ...loadMessages('dev3'),
      ...loadMessages('heldout'),
      ...loadMessages('heldout2'),
    ];
    const scams = all.filter((m) => m.scam);
    expect(scams.length).toBeGreaterThanOrEqual(10);
    for (const m of all)
      expect({ id: m.id, scam: scamSigns(m.message).length > 0 }).toEqual({ id: m.id, scam: !!m.scam });
    expect(classifyMessage(scams[0].message)).toMatchObject({
      category: 'other',
      scam: expect.arrayContaining([expect.any(String)]),
    });
  });

  it('reads handing papers over in person or on the careers portal as onboarding, not a scam', () => {
    expect(
      scamSigns('Please bring your passport and your bank details form to orientation on your first day.'),
    ).toEqual([]);
    expect(scamSigns('Please send a photo of your social security card and your bank account number.')).toEqual([
      'it asks for your bank details',
      'it asks for identity details by message',
    ]);
  });
});
