/**
 * Signs that an "employer" message is a job scam or phishing: what real employers do not ask for by message before a
 * signed offer and in-person onboarding (bank or identity details, a password, money from the candidate), and the
 * known shapes of the fraud (a check to deposit and send part back, an interview over a chat app, an account
 * "suspended" unless you log in at a link). Each sign has a weight; 3 or more is a scam. Handing papers over in
 * person ("bring your passport on your first day") or uploading a licence to the careers portal is not a sign.
 */
interface Sign {
  re: RegExp;
  weight: number;
  /** Why, in the words of the warning the draft gives ("it asks for your bank details"). */
  reason: string;
}

const SIGNS: Sign[] = [
  {
    re: /\b(?:bank(?:ing)? (?:name|details|account|login|password|credentials)|online banking|routing (?:number|no)|account (?:number|and routing)|sort code|iban)\b/i,
    weight: 3,
    reason: 'it asks for your bank details',
  },
  {
    re: /\b(?:ssn|social security (?:number|card)|mother'?s maiden name|date of birth|passport (?:scan|copy|number)|(?:scan|copy|photo) of (?:your |both sides of your )?(?:passport|social security|driver'?s? licen[cs]e|id card))\b/i,
    weight: 3,
    reason: 'it asks for identity details by message',
  },
  {
    re: /\b(?:password|passcode|log ?in details|sign-?in details|one-time code|verification code)\b/i,
    weight: 3,
    reason: 'it asks for a password or login',
  },
  {
    re: /\b(?:gift cards?|zelle|cash ?app|venmo|bitcoin|crypto\w*|western union|moneygram|wire (?:it|the|back|us)|send (?:back )?the (?:rest|difference|remaining)|(?:registration|activation|application|onboarding|processing|training) (?:fee|cost)|(?:kit|equipment|training) costs?)\b/i,
    weight: 3,
    reason: 'it asks you to pay or move money',
  },
  {
    re: /\b(?:mail|send|give) you a (?:cashier'?s |certified )?che(?:ck|que)\b/i,
    weight: 2,
    reason: 'it sends you a check to deposit (the fake-check fraud)',
  },
  {
    re: /\b(?:telegram|whatsapp|signal|wickr|hangouts|google chat|text chat)\b/i,
    weight: 1.5,
    reason: 'it moves the interview to a chat app',
  },
  {
    re: /\b(?:no interview (?:needed|required)|without an interview|hired immediately|hire you immediately)\b/i,
    weight: 1.5,
    reason: 'it hires without an interview',
  },
  {
    re: /\b(?:will be (?:suspended|closed|withdrawn|deactivated)|unusual sign-?in|verify your (?:identity|account)|confirm your (?:identity|account|password))\b/i,
    weight: 2,
    reason: 'it threatens your account unless you verify it at a link',
  },
  {
    re: /\b(?:reshipp\w*|package forwarding|mystery shopper|\$\s?\d[\d,]* (?:a |per )?(?:week|weekly|daily|a day)\b)/i,
    weight: 1,
    reason: 'it promises easy money for vague work',
  },
];

/** Papers handed over in person or uploaded to the employer's own portal: ordinary onboarding, not a sign. */
const IN_PERSON =
  /\b(?:bring|in person|at orientation|on your first day|first day|hr will give you|upload\w* .{0,40}\b(?:portal|careers page|candidate site))\b/i;

/** The reasons a message looks like a scam, or none. */
export function scamSigns(message: string): string[] {
  // "ur bank routing #": the sign is the same written out
  const text = message.replace(/\s+/g, ' ').replace(/#(?=\s|$)/g, 'number');
  let total = 0;
  const reasons: string[] = [];
  for (const sign of SIGNS) {
    const m = text.match(sign.re);
    if (!m) continue;
    // "bring your passport and your bank details form for payroll on your first day" is onboarding
    const sentence = text.slice(
      Math.max(0, text.lastIndexOf('.', m.index) + 1),
      text.indexOf('.', m.index) + 1 || undefined,
    );
    if (sign.weight >= 3 && IN_PERSON.test(sentence)) continue;
    total += sign.weight;
    reasons.push(sign.reason);
  }
  return total >= 3 ? reasons : [];
}
