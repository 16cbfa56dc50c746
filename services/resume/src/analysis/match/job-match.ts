import type { ResumeMatchResponse } from '@pathwise/contracts';
import { listNames } from '../feedback/quote.js';
import { analyserData, type ResumeFacts } from '../resume-facts.js';
import { cleanItem, splitLabel } from '../skills/list-items.js';
import { normaliseTitle } from '../skills/occupations.js';
import { normaliseSkill } from '../skills/skill-extractor.js';
import type { SearchLine } from '../skills/skill-matcher.js';

/** Dictionary kinds that name no skill a job ad asks for by name (O*NET's general abilities: 'Monitoring'). */
const NOT_HARD = new Set(['general', 'soft']);

/**
 * Soft skills as job ads and resumes word them: the name shown, and the phrases that say it. A resume shows one
 * when any phrase appears anywhere in it.
 */
const SOFT_SKILLS: [name: string, pattern: RegExp][] = [
  ['Communication', /\bcommunicat(?:e|es|ed|ing|ion|ions|or)\b/i],
  [
    'Teamwork',
    /\b(?:team ?work|team player|work(?:ing)? (?:well )?(?:in|on|with) (?:a |the )?teams?|as part of a team)\b/i,
  ],
  ['Collaboration', /\bcollaborat(?:e|es|ed|ing|ion|ive|ively)\b/i],
  ['Leadership', /\b(?:leadership|led|lead(?:s|ing)? (?:a |the )?(?:team|staff|crew|group|unit|shift))\b/i],
  ['Problem solving', /\bproblem[- ]solv(?:ing|er|e)\b|\bsolv(?:e|ed|ing) (?:complex )?problems\b|\btroubleshoot/i],
  ['Critical thinking', /\bcritical thinking\b|\bclinical judg(?:e)?ment\b/i],
  [
    'Time management',
    /\btime management\b|\bmanag(?:e|ing) (?:my |your |their )?time\b|\bprioriti[sz](?:e|es|ed|ing|ation)\b/i,
  ],
  ['Attention to detail', /\battention to detail\b|\bdetail[- ]oriented\b|\bmeticulous\b/i],
  ['Adaptability', /\badaptab(?:le|ility)\b|\bflexib(?:le|ility)\b|\bfast[- ]paced\b/i],
  ['Organization', /\borgani[sz]ation(?:al)? skills\b|\bwell[- ]organi[sz]ed\b|\bhighly organi[sz]ed\b/i],
  ['Multitasking', /\bmulti[- ]?task(?:ing)?\b|\bjuggl(?:e|ing) (?:multiple|several)\b/i],
  ['Customer service', /\bcustomer[- ]service\b|\bservice[- ]oriented\b|\bcustomer focus(?:ed)?\b/i],
  ['Negotiation', /\bnegotiat(?:e|es|ed|ing|ion|ions|or)\b/i],
  ['Public speaking', /\bpublic speaking\b|\bpresent(?:ation|ations|ing) (?:skills|to)\b/i],
  ['Mentoring', /\bmentor(?:ed|ing|s)?\b|\bprecept(?:ed|ing|or)\b|\bcoach(?:ed|ing)?\b/i],
  ['Empathy', /\bempath(?:y|etic)\b|\bcompassion(?:ate)?\b/i],
  ['Conflict resolution', /\bconflict resolution\b|\bde-?escalat(?:e|ed|ing|ion)\b|\bresolv(?:e|ed|ing) conflicts?\b/i],
  ['Decision making', /\bdecision[- ]making\b|\bsound judg(?:e)?ment\b/i],
  ['Self-motivation', /\bself[- ](?:motivated|starter|directed)\b|\bwork(?:s|ing)? independently\b/i],
  ['Relationship building', /\brelationship[- ]building\b|\bbuild(?:ing)? (?:strong |lasting )?relationships\b/i],
  ['Creativity', /\bcreativ(?:e|ity)\b/i],
  ['Patience', /\bpatien(?:ce|t with)\b/i],
];

/** Headings of the part of an ad that lists what it asks for: its lines read like a skills section. */
const REQUIREMENT_HEADING =
  /^(?:requirements?|qualifications?|(?:minimum|basic|preferred|required) qualifications|skills(?: and experience)?|what you(?:'ll| will)? (?:bring|need|have)|what we(?:'re| are) looking for|must[- ]haves?|nice[- ]to[- ]haves?|you have|about you|who you are|experience|education|certifications?|licen[cs]es?(?: and certifications)?)\b.{0,30}:?$/i;
const BULLET = /^\s*(?:[•·●▪■◦►✓*➢➤→–-]|\d{1,2}[.)])\s+/;
const TITLE_LINE = /^(?:job title|position|role|title|we(?:'re| are) hiring)\s*[:–-]\s*(.{3,80})$/i;
const TITLE_PHRASE =
  /\b(?:hiring|seeking|looking for|recruiting|searching for)\s+(?:an?|our next|a new|an experienced|a motivated|a dedicated)\s+((?:[A-Z][\w&/+.-]*|of|and|&|-)(?:\s+(?:[A-Z][\w&/+.-]*|of|and|&|\(\w+\)))*)/;
const NOT_A_TITLE = /^(?:about|who we are|the role|overview|job description|description|summary|location|company)\b/i;

interface JobSkill {
  name: string;
  id?: number;
  soft: boolean;
}

/**
 * How the current resume meets a pasted job description, in the manner of Jobscan: the hard skills the ad asks for
 * (its dictionary skills, labelled lists, and any skill of the resume it names), the soft skills it names, and the
 * job title, each found in the resume or not. The match rate weighs hard skills most (70), then the job title (15)
 * and soft skills (15), over the parts the ad has.
 */
export function matchJobDescription(facts: ResumeFacts, jobDescription: string): ResumeMatchResponse {
  const { matcher, data, occupations } = analyserData();
  const adLines = adLinesOf(jobDescription);
  const resumeText = facts.lines.map((l) => l.text).join('\n');
  const resumeLines = facts.lines.map((l) => l.text);

  // what the ad asks for
  const wanted = new Map<string, JobSkill>();
  const want = (found: JobSkill) => {
    // as a heading would show it: 'patient assessment' -> 'Patient assessment' (names keep their own case)
    const skill = found.name === found.name.toLowerCase() ? { ...found, name: upperFirst(found.name) } : found;
    const key = skill.id !== undefined ? `#${skill.id}` : normaliseSkill(skill.name);
    if (!key) return;
    const known = wanted.get(key);
    if (known) {
      // the fuller wording of the same skill ('ANSYS Mechanical' for ANSYS)
      if (skill.name.length > known.name.length && normaliseSkill(skill.name).includes(normaliseSkill(known.name)))
        known.name = skill.name;
      return;
    }
    // one name for one skill: a labelled item the dictionary knows joins its dictionary entry
    if (skill.id === undefined) {
      const id = matcher.lookup(skill.name);
      if (id !== undefined) {
        if (!wanted.has(`#${id}`)) wanted.set(`#${id}`, { ...skill, id });
        return;
      }
    }
    wanted.set(key, skill);
  };
  // in the ad's own words: 'Epic', not the dictionary's 'Epic Systems'
  for (const line of adLines) {
    for (const span of matcher.matchSpans(line)) {
      if (NOT_HARD.has(data.skills[span.skill][1])) continue;
      want({ name: span.text, id: span.skill, soft: false });
    }
  }
  for (const line of adLines) {
    const { label, rest } = splitLabel(line.text.replace(BULLET, ''));
    if (!label || !/skill|tool|technolog|software|system|certif|licen|stack|platform|equipment/i.test(label)) continue;
    for (const piece of rest.split(/\s*[,;•|]\s*|\s+(?:and|or)\s+/)) {
      const item = cleanItem(piece);
      if (item && !item.prose && item.name.split(/\s+/).length <= 5) want({ name: item.name, soft: false });
    }
  }
  // a skill of the resume that the ad names in its own words ('telemetry', 'IV therapy')
  for (const skill of facts.skills) {
    if (skill.kind === 'general') continue;
    for (const name of [skill.name, ...skill.aliases]) {
      if (
        name.length < 2 ||
        !matcher.findPhrase(
          name,
          adLines.map((l) => l.text),
        )
      )
        continue;
      want({ name, id: skill.id, soft: skill.kind === 'soft' });
      break;
    }
  }

  // what the resume has
  const resumeIds = new Set<number>();
  for (const s of facts.skills) {
    if (s.id === undefined) continue;
    resumeIds.add(s.id);
    for (const broader of occupations.broaderOf(s.id)) resumeIds.add(broader);
  }
  const resumeNames = new Set(facts.skills.flatMap((s) => [s.name, ...s.aliases].map(normaliseSkill)));
  const hasHard = (skill: JobSkill) =>
    (skill.id !== undefined && resumeIds.has(skill.id)) ||
    resumeNames.has(normaliseSkill(skill.name)) ||
    (skill.id !== undefined && resumeNames.has(normaliseSkill(data.skills[skill.id][0]))) ||
    matcher.findPhrase(skill.name, resumeLines) !== undefined;

  const hard = { matched: [] as string[], missing: [] as string[] };
  const softSkills = { matched: [] as string[], missing: [] as string[] };
  const softNames = new Set(SOFT_SKILLS.map(([n]) => normaliseSkill(n)));
  for (const skill of wanted.values()) {
    if (skill.soft || softNames.has(normaliseSkill(skill.name))) continue;
    (hasHard(skill) ? hard.matched : hard.missing).push(skill.name);
  }
  const adText = adLines.map((l) => l.text).join('\n');
  for (const [name, pattern] of SOFT_SKILLS) {
    if (!pattern.test(adText)) continue;
    (pattern.test(resumeText) ? softSkills.matched : softSkills.missing).push(name);
  }

  const adSkillIds = new Set([...wanted.values()].map((w) => w.id).filter((id): id is number => id !== undefined));
  const title = titleMatch(facts, jobDescription, occupations, adSkillIds);

  const parts: { weight: number; score: number }[] = [];
  const hardTotal = hard.matched.length + hard.missing.length;
  const softTotal = softSkills.matched.length + softSkills.missing.length;
  if (hardTotal > 0) parts.push({ weight: 70, score: hard.matched.length / hardTotal });
  if (title.match !== 'unknown') {
    parts.push({ weight: 15, score: title.match === 'exact' ? 1 : title.match === 'related' ? 0.6 : 0 });
  }
  if (softTotal > 0) parts.push({ weight: 15, score: softSkills.matched.length / softTotal });
  const weights = parts.reduce((a, p) => a + p.weight, 0);
  const matchRate = weights === 0 ? 0 : Math.round((100 * parts.reduce((a, p) => a + p.weight * p.score, 0)) / weights);

  const notes = [
    `Hard skills: ${hardTotal === 0 ? 'the description names none that could be recognised' : `${hard.matched.length} of ${hardTotal} the description asks for are on your resume`}${hard.missing.length ? `; missing: ${listNames(hard.missing, 6)}` : ''}.`,
    `Soft skills: ${softTotal === 0 ? 'none named in the description' : `${softSkills.matched.length} of ${softTotal} named in the description show in your resume`}.`,
    'Add a missing skill only where you have it, with where you used it; the rate weighs hard skills 70, the job title 15 and soft skills 15.',
  ];
  return { matchRate, hardSkills: hard, softSkills, jobTitle: title, notes };
}

/** The ad's lines, with the lines of its requirements part (and its bullets) read like a skills section. */
function adLinesOf(text: string): SearchLine[] {
  const lines: SearchLine[] = [];
  let inRequirements = false;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    const heading = line.length <= 60 && REQUIREMENT_HEADING.test(line.replace(/[:.]$/, ''));
    if (heading) inRequirements = true;
    else if (line.length <= 40 && /:$/.test(line)) inRequirements = false;
    // a bullet list pasted as one line: one line per bullet
    for (const piece of line.split(/\s+[•·●▪]\s+/)) {
      lines.push({ text: piece, inSkillsSection: inRequirements || BULLET.test(piece) });
    }
  }
  return lines;
}

function titleMatch(
  facts: ResumeFacts,
  jobDescription: string,
  occupations: ReturnType<typeof analyserData>['occupations'],
  adSkillIds: Set<number>,
): ResumeMatchResponse['jobTitle'] {
  const posting = postingTitle(jobDescription);
  const resumeTitles = [
    ...facts.experience.roles.filter((r) => !r.excluded).map((r) => r.title),
    facts.target?.printedTitle,
    facts.recentTitle,
  ].filter((t): t is string => Boolean(t));
  const shown = facts.recentTitle ?? facts.target?.printedTitle ?? null;
  if (!posting) {
    return {
      posting: null,
      resume: shown,
      match: 'unknown',
      advice: 'The job title could not be read from the description: paste it with its title on the first line.',
    };
  }
  const plain = (t: string) =>
    normaliseTitle(t)
      .replace(/\b(senior|sr|junior|jr|lead|principal|staff|i{1,3}|iv|entry level)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const wanted = plain(posting);
  const exact = resumeTitles.find((t) => {
    const p = plain(t);
    return wanted.length > 0 && (p.includes(wanted) || (p.length > 3 && wanted.includes(p)));
  });
  if (exact) {
    return {
      posting,
      resume: exact,
      match: 'exact',
      advice: `Your resume names the job's title ('${posting}'), which recruiters and ATS searches look for first.`,
    };
  }
  // the occupation the posting is for: of those its title names, the one whose technologies the ad asks for
  const named = occupations.occupationsForRole(posting);
  const postingOccupation = named.length > 1 ? occupations.rankBySkills(named, adSkillIds)[0] : named[0];
  if (postingOccupation === undefined) {
    return {
      posting,
      resume: shown,
      match: 'unknown',
      advice: `Your resume does not name '${posting}': if it describes what you did, use the job's title in your headline or summary.`,
    };
  }
  // the same occupation or SOC minor group ('15-12': software developers and programmers)
  const group = (index: number) => occupations.occupation(index).code.slice(0, 5);
  const wantedGroup = group(postingOccupation);
  const resumeOccupations = [
    ...(facts.target ? [occupations.indexOfCode(facts.target.code)] : []),
    ...resumeTitles.flatMap((t) => occupations.occupationsForRole(t).slice(0, 3)),
  ].filter((o): o is number => o !== undefined);
  const related = resumeOccupations.some((o) => group(o) === wantedGroup);
  return {
    posting,
    resume: shown,
    match: related ? 'related' : 'different',
    advice: related
      ? `Your titles are in the same line of work, but none is '${posting}': if it describes what you did, use the job's title in your headline or summary.`
      : `Your resume does not name '${posting}' or a title in the same line of work; say in your summary how your experience prepares you for it.`,
  };
}

/** The job's title: a 'Job title:' line, the ad's first line when it reads like a title, or 'hiring a ...'. */
export function postingTitle(text: string): string | null {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  for (const line of lines.slice(0, 15)) {
    const m = TITLE_LINE.exec(line);
    if (m) return cleanTitle(m[1]);
  }
  const first = lines[0];
  if (
    first &&
    first.length <= 80 &&
    first.split(' ').length <= 10 &&
    !/[.!?]$/.test(first) &&
    !NOT_A_TITLE.test(first)
  ) {
    return cleanTitle(first);
  }
  const phrase = TITLE_PHRASE.exec(text);
  return phrase ? cleanTitle(phrase[1]) : null;
}

/** A title without what follows it ('Registered Nurse – Cardiac Step-Down (Nights) | Columbus, OH'). */
function cleanTitle(title: string): string {
  return title
    .split(/\s+[|–—-]\s+|\s+at\s+|,\s+/)[0]
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim();
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
