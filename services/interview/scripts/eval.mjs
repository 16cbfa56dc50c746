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
const { loadAnswers, loadMessages } = await load('eval/eval-sets.js');
const { answerFigures, classificationFigures } = await load('eval/metrics.js');

const f1 = (x) => (x === null ? '  -  ' : x.toFixed(1).padStart(5));
const pct = (x) => `${(x * 100).toFixed(1)}%`;

console.log('Answer rubric (local engine): mean score by grade, separation, rank correlation with the grades');
console.log(
  'set       n   off-topic  weak  adequate  strong   min gap  strong-weak  spearman  pairwise  strong>=70  off-topic<=25',
);
for (const split of ['dev', 'heldout']) {
  const rows = loadAnswers(split).map((a) => ({
    id: a.id,
    grade: a.grade,
    score: evaluateAnswer({ question: { text: a.question }, response: a.answer, career: resolveCareer(a.career) })
      .score,
  }));
  const f = answerFigures(rows);
  const m = f.meanByGrade;
  console.log(
    `${split.padEnd(8)} ${String(f.count).padStart(3)}   ${f1(m['off-topic'])}   ${f1(m.weak)}  ${f1(m.adequate)}   ${f1(m.strong)}   ${f1(f.minAdjacentGap)}     ${f1(f.strongMinusWeak)}     ${f.spearman.toFixed(3)}    ${pct(f.pairwiseOrder).padStart(6)}    ${pct(f.strongAtLeast70).padStart(6)}     ${pct(f.offTopicAtMost25).padStart(6)}`,
  );
}

console.log('\nEmployer-message classification (local engine)');
for (const split of ['dev', 'heldout']) {
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
  for (const c of f.confusions) console.log(`           ${c.id}: ${c.expected} read as ${c.got}`);
}
