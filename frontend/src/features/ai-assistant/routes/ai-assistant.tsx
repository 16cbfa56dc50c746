import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { MAX_EMPLOYER_REQUEST } from '@pathwise/contracts';
import { AppLayout } from '@/components/layouts/app-layout';
import { PremiumGate } from '@/components/premium-gate';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useGenerateDraft } from '../api/generate-draft';
import { useConversations } from '../api/get-conversations';
import { DraftCard, type ShownDraft } from '../components/draft-card';
import { EXAMPLE_REQUESTS } from '../components/examples';
import { RecentConversations } from '../components/recent-conversations';

export default function AiAssistantRoute() {
  const { user } = useUser();
  return (
    <AppLayout>
      <title>AI Assistant · Pathwise</title>
      {user?.isPremium ? (
        <AiAssistant />
      ) : (
        <PremiumGate
          feature="AI Assistant"
          description="Paste a message from an employer and get a professional reply drafted from your own profile and resume."
          benefits={[
            'Professional reply drafts to employer messages',
            'Answers that draw on your profile and resume',
            'Your five most recent conversations at hand',
            'Copy a draft with one click',
          ]}
        />
      )}
    </AppLayout>
  );
}

/** The request box, generate, the draft with Copy, the three canned examples, and the 5 most recent conversations. */
function AiAssistant() {
  const [request, setRequest] = useState('');
  const [shown, setShown] = useState<ShownDraft | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const generate = useGenerateDraft();
  const once = useSingleFlight();
  const conversations = useConversations();

  const submit = () => {
    const employerRequest = request.trim();
    if (!employerRequest) {
      toast({
        title: 'Missing Request',
        description: "Please enter the employer's request or message.",
        variant: 'destructive',
      });
      return;
    }
    once(() =>
      generate.mutateAsync(
        { employerRequest },
        {
          onSuccess: (result) => {
            setSelectedId(result.conversationId);
            setShown({
              key: result.conversationId,
              draft: result.responseDraft,
              category: result.category,
              engine: result.engine,
            });
          },
        },
      ),
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader
        id="assistant-title"
        title="AI Assistant"
        description="Paste a message from an employer or recruiter and get a professional reply drafted from your profile and resume. Anything only you can say is left as a [blank] to fill in."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg">Employer&apos;s Message</h2>
              </CardTitle>
              <CardDescription>Try an example:</CardDescription>
              <div className="flex flex-wrap gap-2">
                {EXAMPLE_REQUESTS.map((example) => (
                  <Button key={example.label} variant="outline" size="sm" onClick={() => setRequest(example.text)}>
                    {example.label}
                  </Button>
                ))}
              </div>
            </CardHeader>
            <CardContent>
              <Label htmlFor="employer-request" className="mb-2">
                Employer&apos;s request or message
              </Label>
              <Textarea
                id="employer-request"
                value={request}
                onChange={(e) => setRequest(e.target.value)}
                rows={7}
                placeholder="Paste the employer's message here..."
                maxLength={MAX_EMPLOYER_REQUEST}
                disabled={generate.isPending}
              />
            </CardContent>
            <CardFooter>
              <Button onClick={submit} disabled={generate.isPending}>
                <Sparkles aria-hidden="true" />
                {generate.isPending ? 'Generating...' : 'Generate Response'}
              </Button>
            </CardFooter>
          </Card>
          {shown && <DraftCard shown={shown} />}
        </div>
        <aside aria-label="Conversation history">
          <RecentConversations
            conversations={conversations.data}
            isLoading={conversations.isLoading}
            selectedId={selectedId}
            onSelect={(c) => {
              setSelectedId(c.id);
              setRequest(c.employerRequest);
              setShown({
                key: c.id,
                draft: c.aiResponse,
                category: c.category,
                engine: c.engine,
                createdAt: c.createdAt,
              });
            }}
          />
        </aside>
      </div>
    </div>
  );
}
