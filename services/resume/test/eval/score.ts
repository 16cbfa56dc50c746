// Skill precision and recall against the truth of one resume. A truth entry is matched by the analyser's skill
// when both read the same after normalising (case, '&'/'and', punctuation, a plural 's'), directly or through the
// entry's written-out alternatives: 'BLS (Basic Life Support)' is also 'BLS' and 'Basic Life Support', plus the
// aliases the truth lists. Each truth entry is matched once: a second skill for it counts against precision.
import type { EvalResume } from './eval-set.js';

export interface ExtractedSkill {
  /** As the analysis reports it. */
  name: string;
  /** The dictionary's name for it, when the analysis gives one ('JS' -> 'JavaScript'). */
  canonical?: string;
}

export interface SkillScore {
  truth: number;
  matched: number;
  extracted: number;
  correct: number;
  missing: string[];
  wrong: string[];
  duplicates: string[];
}

const stem = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9+#.]+/)
    .map((w) => w.replace(/^\.+(?![a-z])|\.+$/g, ''))
    .filter(Boolean)
    .map(stem)
    .join(' ');
}

/** The ways a truth entry may be written: itself, without its parenthesis, the parenthesis alone, its aliases. */
export function formsOf(entry: string, aliases: Record<string, string[]>): Set<string> {
  const forms = new Set<string>([entry, ...(aliases[entry] ?? [])]);
  const m = /^(.*?)\s*\(([^)]*)\)\s*(.*)$/.exec(entry);
  if (m) {
    forms.add(`${m[1]} ${m[3]}`.trim());
    // '(Basic Life Support)', '(GMAW)' name the same skill; '(advanced)', '(in progress)' only qualify it
    if (!m[2].includes(',') && /[A-Z]/.test(m[2])) forms.add(m[2]);
  }
  return new Set([...forms].map(normalise).filter(Boolean));
}

export function truthEntries(resume: EvalResume): string[] {
  const entries = [
    ...(resume.skills ?? []).flatMap((g) => g.keywords),
    ...(resume.certificates ?? []).map((c) => c.name),
    ...resume.truth.proseSkills,
  ];
  return [...new Set(entries)];
}

/**
 * Skills that may be reported or not: the truth's optional list, plus the items of a listed group such as
 * 'Python (pandas, matplotlib)' or 'AWS (ECS, S3, RDS)', which a reader may take as skills of their own.
 */
export function optionalEntries(resume: EvalResume): string[] {
  const inner = truthEntries(resume).flatMap((entry) => {
    const m = /\(([^)]*,[^)]*)\)/.exec(entry);
    return m ? m[1].split(',').map((s) => s.trim()) : [];
  });
  return [...resume.truth.optional, ...inner];
}

export function scoreSkills(resume: EvalResume, extracted: ExtractedSkill[]): SkillScore {
  const aliases = resume.truth.aliases ?? {};
  const entries = truthEntries(resume).map((entry) => ({ entry, forms: formsOf(entry, aliases), matched: false }));
  const optional = optionalEntries(resume).map((entry) => formsOf(entry, aliases));
  const score: SkillScore = {
    truth: entries.length,
    matched: 0,
    extracted: extracted.length,
    correct: 0,
    missing: [],
    wrong: [],
    duplicates: [],
  };
  for (const skill of extracted) {
    const names = [skill.name, skill.canonical].filter((n): n is string => Boolean(n)).map(normalise);
    const same = (forms: Set<string>) => names.some((n) => forms.has(n));
    const open = entries.find((e) => !e.matched && same(e.forms));
    if (open) {
      open.matched = true;
      score.matched++;
      score.correct++;
    } else if (entries.some((e) => same(e.forms))) {
      score.duplicates.push(skill.name);
    } else if (optional.some(same)) {
      score.extracted--; // neither right nor wrong
    } else {
      score.wrong.push(skill.name);
    }
  }
  score.missing = entries.filter((e) => !e.matched).map((e) => e.entry);
  return score;
}
