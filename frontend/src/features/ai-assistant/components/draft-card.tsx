import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { REPLY_CATEGORY_LABELS, type AiEngine, type ReplyCategory } from '@pathwise/contracts';
import { EngineLabel } from '@/components/engine-label';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';

export interface ShownDraft {
  key: string;
  draft: string;
  category: ReplyCategory;
  engine: AiEngine;
  createdAt?: string;
}

const blanksOf = (text: string) => [...new Set(text.match(/\[[^\]]+\]/g) ?? [])];

/**
 * The generated draft, editable before it is copied (the [bracketed] blanks are for the user to fill in), with the
 * message's category, which engine wrote it, and Copy ('Copied!').
 */
export function DraftCard({ shown }: { shown: ShownDraft }) {
  const [text, setText] = useState(shown.draft);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setText(shown.draft);
    setCopied(false);
  }, [shown.key, shown.draft]);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: 'Copied!', description: 'Response copied to clipboard.' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Select the text and copy it yourself.', variant: 'destructive' });
    }
  };
  const blanks = blanksOf(text);

  return (
    <Card data-testid="draft-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle asChild>
            <h2 className="text-lg">AI Generated Response</h2>
          </CardTitle>
          <CardDescription className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{REPLY_CATEGORY_LABELS[shown.category]}</Badge>
            <EngineLabel engine={shown.engine} what="Written" />
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        <Label htmlFor="response-draft" className="sr-only">
          Response draft
        </Label>
        <Textarea
          id="response-draft"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={Math.min(20, Math.max(8, text.split('\n').length + 1))}
          className="font-[inherit] leading-relaxed"
        />
        {blanks.length > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="draft-blanks">
            Fill in before sending: {blanks.join(', ')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
