import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { usePreloadToaster } from '@/components/notifications';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AUTH_TAB_HINT_KEY } from '@/lib/unauthorized';
import { AuthMarketingPanel } from '../components/auth-marketing-panel';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

type AuthTab = 'signup' | 'signin';

/** Sign Up is the default tab; `?tab=signin`, or arriving from an expired session, opens Sign In. */
function initialTab(searchParams: URLSearchParams): AuthTab {
  const asked = searchParams.get('tab');
  if (asked === 'signin' || asked === 'signup') return asked;
  try {
    if (sessionStorage.getItem(AUTH_TAB_HINT_KEY) === 'signin') return 'signin';
  } catch {
    // No storage: keep the default.
  }
  return 'signup';
}

export default function AuthRoute() {
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(() => initialTab(searchParams));
  usePreloadToaster();

  // The hint is for one visit only.
  useEffect(() => {
    try {
      sessionStorage.removeItem(AUTH_TAB_HINT_KEY);
    } catch {
      // No storage.
    }
  }, []);

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <title>{tab === 'signin' ? 'Sign In · Pathwise' : 'Sign Up · Pathwise'}</title>
      <main id="main" className="flex flex-col px-4 py-6 sm:px-8">
        <header>
          <Logo />
        </header>
        <div className="flex flex-1 items-center justify-center py-10">
          <Card className="w-full max-w-md shadow-lg">
            <CardHeader className="text-center">
              <CardTitle asChild>
                <h1 className="text-2xl">{tab === 'signin' ? 'Welcome back' : 'Create your account'}</h1>
              </CardTitle>
              <CardDescription>
                {tab === 'signin'
                  ? 'Sign in to continue your career journey.'
                  : 'Start free: take the quiz, get matches and analyse your resume.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="signup">Sign Up</TabsTrigger>
                  <TabsTrigger value="signin">Sign In</TabsTrigger>
                </TabsList>
                <TabsContent value="signup" className="pt-2">
                  <SignUpForm />
                </TabsContent>
                <TabsContent value="signin" className="pt-2">
                  <SignInForm />
                </TabsContent>
              </Tabs>
            </CardContent>
            <CardFooter className="justify-center">
              <p className="text-center text-xs leading-relaxed text-muted-foreground">
                By creating an account, you agree to our{' '}
                <Link
                  to="/terms"
                  className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Terms of Service
                </Link>{' '}
                and{' '}
                <Link
                  to="/privacy"
                  className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Privacy Policy
                </Link>
                .
              </p>
            </CardFooter>
          </Card>
        </div>
      </main>
      <AuthMarketingPanel />
    </div>
  );
}
