#!/usr/bin/env node
// npm run eval:interview: the local engines measured on the evaluation sets in services/interview/eval/
// (dev: what the engines were tuned and tested on; heldout: only ever measured). Needs the built service
// (npm run build, or tsc -b services/interview).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const load = (rel) => import(pathToFileURL(path.join(dist, rel)).href);
const { resolveCareer } = await load('engines/catalog/careers.js');
const { evaluateAnswer } = await load('engines/evaluation/evaluate-answer.js');
const { classifyMessage } = await load('engines/replies/classify.js');
const { draftReply } = await load('engines/replies/draft-reply.js');
const { loadAnswers, loadMessages, loadReplyProfiles, ANSWER_SPLITS, MESSAGE_SPLITS } = await load('eval/eval-sets.js');
const { checkDraft, draftFigures, DRAFT_PROPERTIES } = await load('eval/draft-checks.js');
const { answerFigures, classificationFigures } = await load('eval/metrics.js');

// Held-out sets are for measuring, never for tuning: their items' outcomes (which message was misread, which draft
// failed what) are printed for the dev splits only; held-out splits print their figures alone.
const inspectable = (split) => split.startsWith('dev');
const f1 = (x) => (x === null ? '  -  ' : x.toFixed(1).padStart(5));
const pct = (x) => `${(x * 100).toFixed(1)}%`;

console.log('Answer rubric (local engine): mean score by grade, separation, rank correlation with the grades');
console.log(
  'set       n   off-topic  weak  adequate  strong   min gap  strong-weak  spearman  pairwise  strong>=70  off-topic<=25',
);
for (const split of ANSWER_SPLITS) {
  const rows = loadAnswers(split).map((a) => ({
    id: a.id,
    grade: a.grade,
    score: evaluateAnswer({ question: { text: a.question }, response: a.answer, career: resolveCareer(a.career) })
      .score,
  }));
  const f = answerFigures(rows);
  const m = f.meanByGrade;
  console.log(
    `${split.padEnd(9)}${String(f.count).padStart(3)}   ${f1(m['off-topic'])}   ${f1(m.weak)}  ${f1(m.adequate)}   ${f1(m.strong)}   ${f1(f.minAdjacentGap)}     ${f1(f.strongMinusWeak)}     ${f.spearman.toFixed(3)}    ${pct(f.pairwiseOrder).padStart(6)}    ${pct(f.strongAtLeast70).padStart(6)}     ${pct(f.offTopicAtMost25).padStart(6)}`,
  );
}

console.log('\nEmployer-message classification (local engine)');
for (const split of MESSAGE_SPLITS) {
  let messages;
  try {
    messages = loadMessages(split);
  } catch {
    console.log(`${split.padEnd(8)} (no set)`);
    continue;
  }
  const f = classificationFigures(
    messages.map((m) => ({ id: m.id, expected: m.category, got: classifyMessage(m.message).category })),
  );
  const per = Object.entries(f.byCategory)
    .map(([c, v]) => `${c} ${v.correct}/${v.count}`)
    .join(', ');
  console.log(`${split.padEnd(8)} ${String(f.count).padStart(3)}  accuracy ${pct(f.accuracy)}  (${per})`);
  if (inspectable(split))
    for (const c of f.confusions) console.log(`           ${c.id}: ${c.expected} read as ${c.got}`);
}

// Reply drafts: the share holding every property of src/eval/draft-checks.ts. Dev messages carry no profile nor
// mustMention: they are drafted for the 'dev' profile and held to the generic properties only.
console.log('\nReply drafts (local engine): share of drafts holding every property, and each property');
const profiles = loadReplyProfiles();
const now = new Date('2026-11-20T15:00:00Z');
for (const split of MESSAGE_SPLITS) {
  const messages = loadMessages(split);
  const checks = messages.map((m) => {
    const profile = profiles[m.profile ?? 'dev'];
    return checkDraft(m, profile, draftReply({ message: m.message, profile, now }).draft);
  });
  const f = draftFigures(checks);
  const per = DRAFT_PROPERTIES.map((p) => `${p} ${pct(f.byProperty[p])}`).join(', ');
  const scams = messages.filter((m) => m.scam);
  const scamNote = scams.length
    ? `; scams warned and refused ${scams.filter((m) => checks.find((c) => c.id === m.id).held.scam).length}/${scams.length}`
    : '';
  console.log(
    `${split.padEnd(8)} ${String(f.count).padStart(3)}  all properties ${pct(f.allHeld)}  (${per})${scamNote}`,
  );
  if (process.argv.includes('--verbose') && inspectable(split))
    for (const c of f.failures) console.log(`           ${c.id}: ${c.problems.join('; ')}`);
}
