import { Database, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

import { useUser } from '@/lib/auth';
import { AccountActions } from '../components/account-actions';
import { linkFocus } from '../components/nav-link';
import { PublicFooter } from '../components/public-footer';
import { PublicHeader } from '../components/public-header';

// The notices below are the ones the shipped reference data requires (shared/data/README.md and the READMEs of
// onet/, bls/, skills/, assessments/, resume/). Keep their wording when editing this page.

const MIT_PERMISSION =
  'Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated ' +
  'documentation files (the "Software"), to deal in the Software without restriction, including without limitation ' +
  'the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and ' +
  'to permit persons to whom the Software is furnished to do so, subject to the following conditions:';
const MIT_CONDITION =
  'The above copyright notice and this permission notice shall be included in all copies or substantial portions ' +
  'of the Software.';
const MIT_WARRANTY =
  'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO ' +
  'THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE ' +
  'AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF ' +
  'CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS ' +
  'IN THE SOFTWARE.';

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${linkFocus} inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline`}
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function Source({ id, title, used, children }: { id: string; title: string; used: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-foreground">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Used for:</span> {used}
      </p>
      <div className="mt-4 space-y-3 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <blockquote className="border-l-4 border-primary/40 bg-muted/60 px-4 py-3 text-foreground">{children}</blockquote>
  );
}

function MitLicence({ copyright }: { copyright: string }) {
  return (
    <Notice>
      <p className="font-medium">MIT License</p>
      <p className="mt-2">{copyright}</p>
      <p className="mt-2">{MIT_PERMISSION}</p>
      <p className="mt-2">{MIT_CONDITION}</p>
      <p className="mt-2 text-xs">{MIT_WARRANTY}</p>
    </Notice>
  );
}

/** /about: what Pathwise is and where its reference data comes from, with every attribution the data requires. */
export default function AboutPage() {
  const { user } = useUser();
  return (
    <div className="min-h-screen bg-background text-foreground">
      <title>About & Data Sources · Pathwise</title>
      <PublicHeader
        nav={[
          { label: 'Home', href: '/' },
          { label: 'Pricing', href: '/pricing' },
          { label: 'Terms', href: '/terms' },
        ]}
        actions={<AccountActions signedIn={Boolean(user)} cta={{ label: 'Sign Up Free', to: '/signup' }} />}
      />
      <main id="main" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">About Pathwise</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">About Pathwise &amp; Data Sources</h1>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted-foreground">
          <p>
            Pathwise is an AI-powered career platform for job seekers and career changers. It connects a skills and
            interests assessment, career matching, resume analysis, job search and interview practice, so that the
            career you choose carries through every step of your search.
          </p>
          <p>
            Our recommendations and insights are built on openly licensed public data about occupations, skills, pay and
            job outlook. We are grateful to the organisations that publish it. Their notices follow.
          </p>
        </div>

        <section aria-labelledby="sources-title" className="mt-14">
          <h2 id="sources-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Database className="size-6 text-primary" aria-hidden="true" />
            Data sources and attributions
          </h2>
          <div className="mt-8 space-y-6">
            <Source
              id="onet"
              title="O*NET 29.3 Database"
              used="the occupation catalogue, interest (RIASEC) profiles, job zones, skills, knowledge, work styles, work values, tasks, technology skills, job titles, related occupations and education levels behind career matching and skill extraction."
            >
              <Notice>
                This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor,
                Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a
                trademark of USDOL/ETA. Pathwise has modified all or some of this information. USDOL/ETA has not
                approved, endorsed, or tested these modifications.
              </Notice>
              <p>
                Licence:{' '}
                <ExternalAnchor href="https://creativecommons.org/licenses/by/4.0/">
                  Creative Commons Attribution 4.0 International (CC BY 4.0)
                </ExternalAnchor>
                . Database licence terms:{' '}
                <ExternalAnchor href="https://www.onetcenter.org/license_db.html">
                  onetcenter.org/license_db.html
                </ExternalAnchor>
                .
              </p>
              <p>
                Changes made: several files were reduced (columns dropped, importance and level ratings merged into one
                row, numbers rounded to two decimals) and joined by occupation code with BLS figures; no other values
                were changed.
              </p>
            </Source>

            <Source
              id="interest-profiler"
              title="O*NET Interest Profiler Short Form"
              used="the interest items of the skills and interests quiz."
            >
              <Notice>
                O*NET Interest Profiler™ items © U.S. Department of Labor, Employment and Training Administration. O*NET
                is a trademark of USDOL/ETA.
              </Notice>
              <p>
                The Interest Profiler is one of the O*NET Career Exploration Tools, developed for USDOL/ETA by the
                National Center for O*NET Development. It is used here, with its wording unchanged, for career
                exploration, career planning and career counselling only. Pathwise results are not, and must not be used
                as, an employee selection or hiring decision.
              </p>
            </Source>

            <Source
              id="bls"
              title="U.S. Bureau of Labor Statistics"
              used="median pay, wage ranges, employment, projected growth, annual openings and typical entry education shown for each career."
            >
              <Notice>
                Employment projections and wage data: U.S. Bureau of Labor Statistics, Employment Projections program
                (2024-34) and Occupational Employment and Wage Statistics (May 2024).
              </Notice>
              <p>
                Source: U.S. Bureau of Labor Statistics. BLS data are a U.S. government work in the public domain. The
                tables were converted from BLS Excel files; columns were renamed and some dropped, values were not
                changed.
              </p>
            </Source>

            <Source
              id="esco"
              title="ESCO classification"
              used="digital, transversal (soft) and language skills, with their alternative names, for recognising skills in resumes."
            >
              <Notice>
                This product uses the ESCO classification of the European Commission (ESCO v1.2.0), © European Union.
              </Notice>
              <p>
                Reused under the European Commission&rsquo;s reuse policy (Commission Decision 2011/833/EU). Changes
                made: some columns removed, alternative labels normalised into one list, whitespace in descriptions
                collapsed and rows sorted.{' '}
                <ExternalAnchor href="https://esco.ec.europa.eu/">ESCO portal</ExternalAnchor>
              </p>
            </Source>

            <Source
              id="linguist"
              title="GitHub Linguist"
              used="programming language names and their aliases (for example “js” for JavaScript) for recognising skills in resumes."
            >
              <p>
                Derived from <code>lib/linguist/languages.yml</code> of{' '}
                <ExternalAnchor href="https://github.com/github-linguist/linguist">
                  github-linguist/linguist
                </ExternalAnchor>
                . Only names, types, groups and aliases were kept.
              </p>
              <MitLicence copyright="Copyright (c) 2017 GitHub, Inc." />
            </Source>

            <Source
              id="action-verbs"
              title="Resume action verbs"
              used="the strong action verbs and weak phrases that resume analysis looks for."
            >
              <p>
                Action verb list adapted from the cv-resume-builder skill in organvm-iv-taxis/a-i--skills (MIT /
                Apache-2.0), converted from Markdown to JSON with no words added or removed.
              </p>
              <p>
                Action verbs by letter from{' '}
                <ExternalAnchor href="https://github.com/sangwo/action-verbs-thesaurus">
                  sangwo/action-verbs-thesaurus
                </ExternalAnchor>
                , compiled by its author from career guides of U.S. universities, used unchanged:
              </p>
              <MitLicence copyright="Copyright (c) 2020 sangwo" />
            </Source>
          </div>
        </section>
      </main>
      <PublicFooter signedIn={user !== null} />
    </div>
  );
}
