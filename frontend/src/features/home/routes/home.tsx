import { ArrowRight, Briefcase, ClipboardList, FileText, LayoutDashboard, MessageSquareText, Mic } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { Badge } from '@/components/ui/badge';
import { useUser } from '@/lib/auth';
import { isNewAccount } from '@/lib/first-visit';
import { cn } from '@/lib/utils';

interface Destination {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  premium?: boolean;
}

const destinations: Destination[] = [
  {
    to: '/dashboard',
    title: 'Dashboard',
    text: 'Your matches, progress and profile in one place.',
    icon: LayoutDashboard,
  },
  {
    to: '/quiz',
    title: 'Take Quiz',
    text: 'Answer questions about your skills and interests to get career matches.',
    icon: ClipboardList,
  },
  {
    to: '/resume-builder',
    title: 'Resume Builder',
    text: 'Upload your resume for strengths, gaps and keyword suggestions.',
    icon: FileText,
  },
  {
    to: '/jobs',
    title: 'Job Search',
    text: 'Search listings, save jobs and track your applications.',
    icon: Briefcase,
  },
  {
    to: '/interview-practice',
    title: 'Interview Practice',
    text: 'Rehearse interview questions and get scored feedback.',
    icon: Mic,
    premium: true,
  },
  {
    to: '/ai-assistant',
    title: 'AI Assistant',
    text: 'Draft professional replies to messages from employers.',
    icon: MessageSquareText,
    premium: true,
  },
];

/** "/" for a signed-in user: a short welcome and the ways into the product. */
export default function HomeRoute() {
  const { user } = useUser();
  // The visit that created the account is not a return (lib/first-visit).
  const firstVisit = user ? isNewAccount(user.id) : false;
  return (
    <AppLayout>
      <title>Home · Pathwise</title>
      <section aria-labelledby="home-title" className="mb-8">
        <h1 id="home-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {firstVisit ? `Welcome to Pathwise, ${user?.firstName}!` : `Welcome back, ${user?.firstName}!`}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {firstVisit
            ? 'Where would you like to start your career journey?'
            : 'Where would you like to continue your career journey today?'}
        </p>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {destinations.map(({ to, title, text, icon: Icon, premium }) => (
          <li key={to}>
            <Link
              to={to}
              className={cn(
                'group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-all outline-none',
                'hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring',
              )}
            >
              <span className="flex items-center justify-between">
                <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {premium && !user?.isPremium && <Badge variant="secondary">Premium</Badge>}
              </span>
              <span className="font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
              <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-primary">
                Open
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AppLayout>
  );
}
