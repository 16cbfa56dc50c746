import { ChevronDown } from 'lucide-react';
import type { InterviewEvaluation } from '@pathwise/contracts';
import { EngineLabel } from '@/components/engine-label';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Progress } from '@/components/ui/progress';

/**
 * The rubric behind a score, part by part, each with what in the answer led to it and one tip; the job terms used
 * and missing; and a stronger outline of the same answer (its own words where it had the part, a prompt where not).
 */
export function EvaluationDetails({ evaluation }: { evaluation: InterviewEvaluation }) {
  return (
    <Collapsible>
      <CollapsibleTrigger className="group inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
        Rubric and stronger outline
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
      </CollapsibleTrigger>
      <CollapsibleContent className="mt-3 space-y-5">
        <section aria-label="Rubric">
          <ul className="grid gap-3 sm:grid-cols-2">
            {evaluation.rubric.map((part) => (
              <li key={part.key} className="rounded-lg border bg-background p-3" data-testid={`rubric-${part.key}`}>
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{part.label}</span>
                  <span className="tabular-nums text-muted-foreground">
                    {part.score}/100 · {Math.round(part.weight * 100)}%
                  </span>
                </div>
                <Progress value={part.score} className="mt-2 h-1.5" aria-label={`${part.label} ${part.score} of 100`} />
                {part.evidence.length > 0 && (
                  <ul className="mt-2 space-y-1 text-xs text-muted-foreground">
                    {part.evidence.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                )}
                {part.tip && <p className="mt-2 text-xs">Tip: {part.tip}</p>}
              </li>
            ))}
          </ul>
        </section>
        {(evaluation.termsUsed.length > 0 || evaluation.termsMissing.length > 0) && (
          <section aria-label="Job terms" className="grid gap-2 text-sm sm:grid-cols-2">
            {evaluation.termsUsed.length > 0 && (
              <p>
                <span className="font-medium">Job terms you used: </span>
                {evaluation.termsUsed.join(', ')}
              </p>
            )}
            {evaluation.termsMissing.length > 0 && (
              <p>
                <span className="font-medium">Terms to consider: </span>
                {evaluation.termsMissing.join(', ')}
              </p>
            )}
          </section>
        )}
        {evaluation.outline.length > 0 && (
          <section aria-labelledby="outline-title">
            <h4 id="outline-title" className="text-sm font-semibold">
              A stronger outline of your answer
            </h4>
            <ol className="mt-2 space-y-2 text-sm">
              {evaluation.outline.map((step, i) => (
                <li key={`${step.part}-${i}`} className="flex gap-2">
                  <span className="w-20 shrink-0 font-medium">{step.part}</span>
                  <span className={step.fromAnswer ? '' : 'italic text-muted-foreground'}>{step.text}</span>
                </li>
              ))}
            </ol>
          </section>
        )}
        <EngineLabel engine={evaluation.engine} what="Scored" />
      </CollapsibleContent>
    </Collapsible>
  );
}
