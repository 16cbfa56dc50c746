import { Briefcase, ClipboardList, FileText, MessageSquareText, Mic } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface Tool {
  to: string;
  label: string;
  sublabel: string;
  icon: LucideIcon;
  locked?: boolean;
}

/** Career Tools tiles: Take Quiz, Resume Builder, Job Search, Interview Practice, AI Assistant. */
export function CareerTools({ isPremium }: { isPremium: boolean }) {
  const tools: Tool[] = [
    { to: '/quiz', label: 'Take Quiz', sublabel: 'Skills & interests', icon: ClipboardList },
    { to: '/resume-builder', label: 'Resume Builder', sublabel: 'Upload & analyze', icon: FileText },
    { to: '/jobs', label: 'Job Search', sublabel: 'Find openings', icon: Briefcase },
    {
      to: '/interview-practice',
      label: 'Interview Practice',
      sublabel: isPremium ? 'Practice' : 'Premium',
      icon: Mic,
      locked: !isPremium,
    },
    {
      to: '/ai-assistant',
      label: 'AI Assistant',
      sublabel: isPremium ? 'Chat' : 'Premium',
      icon: MessageSquareText,
      locked: !isPremium,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Career Tools</h2>
        </CardTitle>
        <CardDescription>Everything you need for the next step in your career.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {tools.map(({ to, label, sublabel, icon: Icon, locked }) => (
            <li key={to}>
              <Link
                to={to}
                className={cn(
                  'group flex h-full flex-col items-center gap-2 rounded-lg border bg-background p-4 text-center transition-all outline-none',
                  'hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-ring',
                )}
              >
                <span
                  className={cn(
                    'flex size-10 items-center justify-center rounded-lg transition-colors',
                    locked
                      ? 'bg-amber-100 text-amber-800'
                      : 'bg-secondary text-secondary-foreground group-hover:bg-primary group-hover:text-primary-foreground',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold leading-tight">{label}</span>
                <span className={cn('text-xs', locked ? 'font-medium text-amber-800' : 'text-muted-foreground')}>
                  {sublabel}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
