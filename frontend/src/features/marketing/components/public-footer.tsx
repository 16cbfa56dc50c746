import { Link } from 'react-router-dom';

import { Logo } from '@/components/logo';
import { linkFocus } from './nav-link';

interface FooterLink {
  label: string;
  to: string;
}

// Every footer link leads somewhere real: product links go to the sign-up flow or the landing sections,
// company links to the pages that exist (terms, pricing, about / data sources). A signed-in reader (the pricing and
// about pages are theirs too) is sent to the screens themselves and their dashboard, not to sign up or sign in again.
const company: FooterLink[] = [
  { label: 'About & Data Sources', to: '/about' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Contact', to: '/terms#contact' },
];

const signedOutColumns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Career Quiz', to: '/signup' },
      { label: 'Resume Analysis', to: '/signup' },
      { label: 'Interview Practice', to: '/pricing' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  { title: 'Company', links: company },
  {
    title: 'Get Started',
    links: [
      { label: 'Sign Up Free', to: '/signup' },
      { label: 'Sign In', to: '/auth' },
    ],
  },
];

const signedInColumns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Career Quiz', to: '/quiz' },
      { label: 'Resume Analysis', to: '/resume-builder' },
      { label: 'Interview Practice', to: '/interview-practice' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  { title: 'Company', links: company },
  {
    title: 'Your Account',
    links: [
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Profile & Membership', to: '/dashboard?tab=profile' },
    ],
  },
];

/** `signedIn`: the page's reader is signed in (pricing and about are open to both). */
export function PublicFooter({ signedIn = false }: { signedIn?: boolean }) {
  const columns = signedIn ? signedInColumns : signedOutColumns;
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            AI-powered career guidance: discover careers that fit you, sharpen your resume and prepare for the
            interview.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className={`${linkFocus} text-sm text-muted-foreground transition-colors hover:text-foreground`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Pathwise. All rights reserved.</p>
          <p>
            Occupation data from O*NET (USDOL/ETA, CC BY 4.0) and the U.S. Bureau of Labor Statistics.{' '}
            <Link to="/about" className={`${linkFocus} underline underline-offset-2 hover:text-foreground`}>
              Data sources
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
