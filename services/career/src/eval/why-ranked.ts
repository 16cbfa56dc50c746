import { QuizSubmitBody } from '@pathwise/contracts';
import { loadCatalog } from '../catalog/load-catalog.js';
import { loadTitles } from '../catalog/load-titles.js';
import { createMatchEngine } from '../matching/match-engine.js';
import { prepareUser, scoreOccupation, type OccupationScore } from '../matching/score-occupation.js';
import { buildUserProfile } from '../quiz/quiz-profile.js';
import { QUIZ_QUESTIONS } from '../quiz/quiz-questions.js';
import { validateQuizSubmission } from '../quiz/quiz-validation.js';
import { answerQuiz } from './answer-quiz.js';
import type { Persona } from './persona.js';

/**
 * `npm run eval:career -- --why`: for each persona given (the dev personas below 4 of 5), the first five matches and
 * the best-placed accepted occupations that are not among them, each with the components behind its fit, so that a
 * failure can be traced to its cause (interest, preparation, the career relation) instead of tuned away. Dev only:
 * the held-out personas are never explained.
 */
export function whyLines(personas: readonly Persona[]): string[] {
  const engine = createMatchEngine(loadCatalog(), loadTitles());
  const lines: string[] = [];
  for (const persona of personas) {
    if (persona.split !== 'dev') continue;
    const profile = buildUserProfile(validateQuizSubmission(QuizSubmitBody.parse(answerQuiz(persona, QUIZ_QUESTIONS))));
    const user = prepareUser(engine.index, profile);
    const all = engine.index.occupations
      .map((entry) => scoreOccupation(engine.index, user, entry))
      .sort((a, b) => b.rankFit - a.rankFit);
    const shown = engine.match(profile).matches.map((m) => m.recommendation.occupationCode);
    const accept = new Set(persona.accept);
    const job = user.job ? `"${user.job.text}" read as ${user.job.candidates.map((c) => c.code).join(', ')}` : 'none';
    lines.push(
      `- ${persona.id} [${persona.intent}] job ${job} (zone ${user.jobZone ?? '?'}); education zone ${profile.jobZone}, reach ${profile.reachZone}; named ${[...user.named.keys()].join(', ') || 'none'}`,
    );
    const describe = (s: OccupationScore) => {
      const c = s.components;
      const f = (x: number | undefined) => (x === undefined ? '  - ' : x.toFixed(2));
      const code = s.entry.occupation.code;
      const mark = accept.has(code) ? '+' : '-';
      const rank = all.indexOf(s) + 1;
      return `    ${mark} #${String(rank).padStart(3)} fit ${s.fit.toFixed(3)} z${s.entry.occupation.jobZone} ${code} ${s.entry.occupation.title.slice(0, 48).padEnd(48)} int ${f(c.interest)} (r ${s.correlation.toFixed(2)}) prep ${f(c.preparation)}${s.outOfReach ? '!' : ''} career ${f(c.career)} [${s.relation.kind} ${s.relation.score.toFixed(2)}${s.transfer === null ? '' : ` tr ${s.transfer.toFixed(2)}`}${s.leaving ? ' leaving' : ''}${s.named ? ' named' : ''}] sk ${f(c.skills)} env ${f(c.environment)} val ${f(c.values)} tools ${f(c.tools)} act ${f(c.activities)}`;
    };
    const byCode = new Map(all.map((s) => [s.entry.occupation.code, s]));
    lines.push('  first five shown:');
    for (const code of shown.slice(0, 5)) lines.push(describe(byCode.get(code)!));
    lines.push('  best accepted not among them:');
    const missing = all.filter(
      (s) => accept.has(s.entry.occupation.code) && !shown.slice(0, 5).includes(s.entry.occupation.code),
    );
    for (const s of missing.slice(0, 4)) lines.push(describe(s));
  }
  return lines;
}
