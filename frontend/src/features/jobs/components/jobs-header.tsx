import { LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLogout, useUser } from '@/lib/auth';

/** Title, '← Back to Dashboard', the user's first name with their plan, and Logout (spec section 2). */
export function JobsHeader() {
  const { user } = useUser();
  const logout = useLogout();
  return (
    <section aria-labelledby="jobs-title" className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <Link
          to="/dashboard"
          className="mb-2 inline-block text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          ← Back to Dashboard
        </Link>
        <h1 id="jobs-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Find Your Next Job
        </h1>
      </div>
      <div className="flex items-center gap-2">
        <Badge variant="outline">{user?.firstName || 'User'}</Badge>
        <Badge variant={user?.isPremium ? 'default' : 'secondary'}>{user?.isPremium ? 'Premium' : 'Free'}</Badge>
        <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </div>
    </section>
  );
}
