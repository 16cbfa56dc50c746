import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { PublicHeader } from './public-header';

/** Header of the signed-out landing page, with the spec's links: #features, #how-it-works, /pricing, /auth, /signup. */
export function LandingHeader() {
  return (
    <PublicHeader
      nav={[
        { label: 'Features', href: '#features' },
        { label: 'How It Works', href: '#how-it-works' },
        { label: 'Pricing', href: '/pricing' },
      ]}
      actions={
        <>
          <Button asChild variant="ghost">
            <Link to="/auth">Sign In</Link>
          </Button>
          <Button asChild>
            <Link to="/signup">Sign Up Free</Link>
          </Button>
        </>
      }
    />
  );
}
