import { stem } from './text.js';

/**
 * Words an interviewer treats as the same subject ("repair" / "fix", "decision" / "decide", "unhappy" / "angry"), so
 * that answering the question in one's own words counts as answering it. Each group maps to its first word.
 */
const GROUPS = [
  'decision decide decided choose chose choice',
  'repair fix fixed fixing mend',
  'problem issue trouble bug fault defect broke broken failure crashed',
  'customer client guest patron shopper passenger',
  'unhappy angry upset frustrated complain complaint dissatisfied annoyed furious shouting yelling',
  'family relative relatives daughter son mother father mom dad wife husband parent parents',
  'save rescue recover salvage',
  'coworker colleague teammate peer co-worker',
  'manager supervisor boss lead foreman',
  'conflict disagreement disagree argument dispute tension',
  'mistake error wrong slip',
  'deadline due date time pressure',
  'pressure stress stressful urgent rush',
  'teach taught train trained explain explained show showed coach coached',
  'learn learned learnt study studied pick up',
  'improve improvement better improved optimise optimize',
  'analyze analyse analysis analysed analyzed evaluate investigate',
  'solve solution solved resolve resolved resolution',
  'lead leader leadership led',
  'team group crew staff',
  'negotiate negotiation negotiated deal bargain',
  'convince persuade persuaded win over convinced',
  'priority prioritize prioritise first urgent important',
  'plan planned planning schedule organised organized',
  'change changed adapt adapted adjust adjusted',
  'data numbers figures metrics statistics evidence',
  'goal target objective aim',
  'safety safe hazard risk',
  'report reporting document documented documentation write wrote',
  'communicate communication tell told inform informed explain',
  'result outcome impact effect',
  'budget cost money spend spending',
  'project initiative piece',
  'inspect inspection check checked review reviewed',
  'install installation installed set up',
  'information info details data',
  'calm composed patient',
  'help helped assist assisted support supported',
  'code coding program programming software',
  'test tested testing verify verified',
];

const index = new Map<string, string>();
for (const group of GROUPS) {
  const ws = group.split(' ');
  for (const w of ws) if (!index.has(stem(w))) index.set(stem(w), stem(ws[0]));
}

/** The subject a stem stands for: its group's head, or the stem itself. */
export const concept = (s: string): string => index.get(s) ?? s;
