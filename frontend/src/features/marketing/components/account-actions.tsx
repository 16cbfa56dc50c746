import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';

/**
 * Right-hand header buttons of the public pages that signed-in users can also open (/pricing, /about):
 * a Dashboard link when signed in, otherwise Sign In plus a call to action.
 */
export function AccountActions({ signedIn, cta }: { signedIn: boolean; cta: { label: string; to: string } }) {
  if (signedIn) {
    return (
      <Button asChild>
        <Link to="/dashboard">Dashboard</Link>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant="ghost">
        <Link to="/auth">Sign In</Link>
      </Button>
      <Button asChild>
        <Link to={cta.to}>{cta.label}</Link>
      </Button>
    </>
  );
}
