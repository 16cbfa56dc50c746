import { checkDraft } from './draft-checks.js';
import { loadReplyProfiles, type LabelledMessage } from './eval-sets.js';

const profile = loadReplyProfiles().designer;
const item = (message: string, category: LabelledMessage['category'], extra: Partial<LabelledMessage> = {}) => ({
  id: 't',
  category,
  message,
  ...extra,
});
const reply = (...lines: string[]) => ['Hello,', '', ...lines, '', 'Best regards,', 'Tomás Ruiz'].join('\n');

describe('checkDraft: the properties a reply draft must hold', () => {
  const question = item('Are you comfortable in Adobe InDesign?', 'experience-question');

  it('holds an honest draft that answers the question', () => {
    const d = reply("I haven't used Adobe InDesign yet; my closest experience is with Figma. [Add an example.]");
    expect(checkDraft(question, profile, d)).toMatchObject({ held: { facts: true, answers: true, tone: true } });
  });

  it('fails a draft that claims the tool, invents a number, an employer or another tool', () => {
    for (const invented of [
      'Yes, I have used Adobe InDesign daily.',
      "I haven't used Adobe InDesign, but I designed 40 catalogues.",
      "I haven't used Adobe InDesign; at Pentagram I used Figma.",
      "I haven't used Adobe InDesign, but I know Autodesk AutoCAD.",
    ])
      expect({ invented, held: checkDraft(question, profile, reply(invented)).held.facts }).toEqual({
        invented,
        held: false,
      });
  });

  it('fails a draft that ignores the question or the tone of the category', () => {
    expect(checkDraft(question, profile, reply('Thank you for your message.')).held.answers).toBe(false);
    const rejection = item('We have decided to go with another candidate.', 'rejection');
    expect(checkDraft(rejection, profile, reply('Thank you so much for the offer! I accept.')).held.tone).toBe(false);
    expect(checkDraft(rejection, profile, reply('Thank you. This looks like a scam.')).held.tone).toBe(false);
  });

  it("fails a draft whose blank asks the user about the question's own words, not one that quotes the question", () => {
    const years = item('How many years of experience do you have with pediatric nursing?', 'experience-question');
    const broken = reply('[Say honestly whether you have experience with do you have with; give one example.]');
    expect(checkDraft(years, profile, broken).held.answers).toBe(false);
    const quoted = reply('[Answer “How many years of experience do you have with pediatric nursing?” honestly.]');
    expect(checkDraft(years, profile, quoted).held.answers).toBe(true);
  });

  it('wants a warning and a refusal for a scam, never a compliant reply or a blank for bank details', () => {
    const scam = item('Send your bank account and routing number to set up pay.', 'other', { scam: true });
    const warned = reply('[Warning: this looks like a job scam.] I do not share bank details before a signed offer.');
    expect(checkDraft(scam, profile, warned).held.scam).toBe(true);
    expect(checkDraft(scam, profile, reply('Thank you, I will send them today.')).held.scam).toBe(false);
    expect(checkDraft(scam, profile, reply('[Warning: a scam?] Here is my [bank account number].')).held.scam).toBe(
      false,
    );
  });
});
