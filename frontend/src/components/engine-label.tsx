import { Cpu, Sparkles } from 'lucide-react';
import type { AiEngine } from '@pathwise/contracts';
import { cn } from '@/lib/utils';

/**
 * Which engine wrote a result (ARCHITECTURE.md: recorded and shown): the built-in engine, or the AI model. `what` is
 * the verb phrase, e.g. "Scored" or "Questions written".
 */
export function EngineLabel({ engine, what, className }: { engine: AiEngine; what: string; className?: string }) {
  const Icon = engine === 'llm' ? Sparkles : Cpu;
  return (
    <span
      data-testid="engine-label"
      data-engine={engine}
      className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground', className)}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {what} by {engine === 'llm' ? 'the AI model' : 'the built-in engine'}
    </span>
  );
}
