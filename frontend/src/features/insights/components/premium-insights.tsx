import { useMemo } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { weeklyCoachingPlan } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { type InsightsSection, type InsightsState, useInsights } from '../api/get-insights';
import { atsChart, funnelBars, matchMoves, matchMovesChart, rubricChart } from '../utils/chart-data';
import { BarChart } from './bar-chart';
import { InsightsLoading, SectionChart } from './chart-card';
import { CoachingPlanCard } from './coaching-plan';
import { InsightsPreview } from './insights-preview';
import { LineChart } from './line-chart';

/** A premium user's Insights: one graph read, the weekly plan and the four charts. */
export default function PremiumInsights() {
  const state = useInsights(true);
  // The plan changed since the page loaded and the server refused the premium fields: the upgrade path.
  if (state.premiumRefused) return <InsightsPreview />;
  return <Insights state={state} />;
}

type Me = NonNullable<InsightsState['me']>;

/** Each part the coaching plan is drawn from, as the plan's notice names it when its service did not answer. */
const PLAN_SOURCES: Record<InsightsSection, string> = {
  matchHistory: 'matches',
  resumeInsights: 'resume scores',
  applicationFunnel: 'applications',
  interviewInsights: 'interview scores',
  jobs: 'local job market',
};

function Insights({ state }: { state: ReturnType<typeof useInsights> }) {
  const { me, isLoading, failed, missing, retry } = state;
  // The plan is a pure function of the data and the ISO week (libs/contracts coaching-plan.ts).
  const plan = useMemo(() => (me ? weeklyCoachingPlan(me, new Date()) : null), [me]);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="insights-title">
        <h1 id="insights-title" className="text-3xl font-bold tracking-tight">
          Insights
        </h1>
        <p className="mt-2 text-muted-foreground">
          Advanced analytics of your career journey, and a coaching plan for this week.
        </p>
      </section>
      {failed ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-destructive/30 p-5 sm:flex-row sm:items-center"
        >
          <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
          <p className="flex-1">Your insights could not be loaded right now. Please try again.</p>
          <Button variant="outline" onClick={retry}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      ) : isLoading || !me ? (
        <InsightsLoading />
      ) : (
        <>
          {plan && (
            <CoachingPlanCard
              plan={plan}
              unavailable={(Object.keys(PLAN_SOURCES) as InsightsSection[])
                .filter((key) => missing.has(key))
                .map((key) => PLAN_SOURCES[key])}
              onRetry={retry}
            />
          )}
          <Charts me={me} missing={missing} />
        </>
      )}
    </div>
  );
}

/** The four charts, each from its own part of `me`: a part whose service did not answer is null. */
function Charts({ me, missing }: { me: Me; missing: InsightsState['missing'] }) {
  const part = <K extends InsightsSection>(key: K): Me[K] | null => (missing.has(key) ? null : (me[key] ?? null));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionChart
        title="Interview scores over time"
        description="Your overall score and each part of the rubric, per practice session."
        data={part('interviewInsights')}
        what="interview scores"
        isEmpty={(interview) => interview.sessions.length === 0}
        empty={{
          text: 'No interview practice yet. Answer a few questions and your scores show here, part by part.',
          to: '/interview-practice',
          action: 'Start Interview Practice',
        }}
      >
        {(interview) => <LineChart title="Interview scores by rubric part" {...rubricChart(interview.sessions)} />}
      </SectionChart>
      <SectionChart
        title="Application funnel"
        description="Jobs you saved, and how many you applied to."
        data={part('applicationFunnel')}
        what="applications"
        isEmpty={(funnel) => funnel.saved === 0 && funnel.applied === 0}
        empty={{
          text: 'No saved jobs or applications yet. Save the jobs that fit you in Job Search and mark the ones you apply to.',
          to: '/jobs',
          action: 'Search Jobs',
        }}
      >
        {(funnel) => <BarChart title="Saved and applied jobs" bars={funnelBars(funnel)} />}
      </SectionChart>
      <SectionChart
        title="Resume ATS score"
        description="How well applicant tracking systems read each version of your resume."
        data={part('resumeInsights')}
        what="resume scores"
        isEmpty={(resume) => resume.versions.length === 0}
        empty={{
          text: 'No resume yet. Upload one to get its ATS score; each new version adds a point here.',
          to: '/resume-builder',
          action: 'Open Resume Builder',
        }}
      >
        {(resume) => <LineChart title="ATS score across resume versions" {...atsChart(resume.versions)} />}
      </SectionChart>
      <SectionChart
        title="How your matches moved"
        description="Your current top matches, and their scores in each quiz attempt."
        data={part('matchHistory')}
        what="match history"
        isEmpty={(history) => history.attempts.length === 0}
        empty={{
          text: 'No quiz yet. Take it to get your career matches; retake it later to see how they move.',
          to: '/quiz',
          action: 'Take Quiz',
        }}
      >
        {(history) => <MatchMoves attempts={history.attempts} />}
      </SectionChart>
    </div>
  );
}

function MatchMoves({ attempts }: { attempts: Parameters<typeof matchMoves>[0] }) {
  const moves = matchMoves(attempts);
  return (
    <div className="grid gap-4">
      <LineChart title="Match scores per quiz attempt" {...matchMovesChart(attempts)} />
      {moves.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Since your previous quiz">
          {moves.map((move) => (
            <li key={move}>{move}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          One quiz so far.{' '}
          <Link to="/quiz" className="font-medium text-primary underline-offset-4 hover:underline">
            Retake the quiz
          </Link>{' '}
          after a change (a new resume, new interests) to see how your matches move.
        </p>
      )}
    </div>
  );
}
