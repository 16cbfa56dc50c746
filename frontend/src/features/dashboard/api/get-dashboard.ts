import { CombinedGraphQLErrors } from '@apollo/client';
import {
  type CareerRecommendation,
  DASHBOARD_QUERY,
  type DashboardResponse,
  type GraphSection,
  type SubscriptionStatus,
} from '@pathwise/contracts';
import { parse, type DocumentNode } from 'graphql';
import { useMemo } from 'react';
import { useUser } from '@/lib/auth';
import { useGraphQuery } from '@/lib/graph-client';

/** What the dashboard shows before any career data exists (no quiz, no resume, no matches). */
export const EMPTY_DASHBOARD: DashboardResponse = {
  progressScore: 0,
  recommendations: [],
  quizCompleted: false,
  resume: null,
};

/** The allow-listed dashboard operation (libs/contracts graph.ts); the link sends its exact text. */
const DASHBOARD_DOCUMENT: DocumentNode = parse(DASHBOARD_QUERY);

type Career = Pick<
  DashboardResponse,
  'progressScore' | 'quizCompleted' | 'interestProfile' | 'interviewPracticed' | 'applied' | 'resume'
> & { recommendations: CardRecommendation[] };

type Details = NonNullable<CareerRecommendation['details']>;

/**
 * A match as the Dashboard query gives it (the career subgraph's `cardDetails`): the hot technologies, the first ones
 * of `technologies`, as their count (without growthPercent, which no screen shows).
 */
export type CardRecommendation = Omit<CareerRecommendation, 'details'> & {
  details?: (Details & { hotTechnologyCount?: number }) | null;
};

/** The details' own shape back: `hotTechnologies` from their count. */
export function fromCard(match: CardRecommendation): CareerRecommendation {
  if (!match.details) return match as CareerRecommendation;
  const { hotTechnologyCount, ...details } = match.details;
  if (hotTechnologyCount === undefined) return { ...match, details };
  const hotTechnologies = (details.technologies ?? []).slice(0, hotTechnologyCount);
  return { ...match, details: { ...details, hotTechnologies } };
}

/** The local market of one career match (jobs' `insights.occupations`, as GET /api/jobs/insights gives it). */
export interface OccupationMarket {
  code: string;
  title: string;
  nearby: number | null;
  remote: number;
  total: number;
  demo: boolean;
}

export interface JobsSummary {
  savedCount: number;
  appliedCount: number;
  /** Null when the market could not be read (the counts still are). */
  insights: { location: string | null; demo: boolean; occupations: OccupationMarket[] } | null;
}

export interface InterviewSessionSummary {
  id: string;
  careerPath: string;
  createdAt: string;
  completedAt: string | null;
  questionCount: number;
  answeredCount: number;
  averageScore: number | null;
}

export interface InterviewSummary {
  recentSessions: InterviewSessionSummary[] | null;
  conversations: { id: string; category: string; createdAt: string }[] | null;
}

/** The subscription as the Membership card reads it (GET /api/subscription's fields but the provider). */
export type DashboardSubscription = Omit<SubscriptionStatus, 'provider'>;

/** The Dashboard query's answer (all of it: the query asks for nothing else); a down subgraph leaves its field null. */
interface DashboardData {
  me: {
    career: Career | null;
    jobs: JobsSummary | null;
    subscription: DashboardSubscription | null;
    interview?: InterviewSummary | null;
  } | null;
}

export interface DashboardState {
  dashboard: DashboardResponse;
  isLoading: boolean;
  /**
   * The dashboard could not be read at all (the gateway or the auth subgraph is down, a 5xx...): the tabs that show
   * its figures say so and offer a retry instead of the empty states, which would tell a user with matches that they
   * have none. A 401 is not a failure to show: the unauthorized handling takes over.
   */
  failed: boolean;
  /**
   * The parts of the dashboard whose service did not answer while the rest did (partial data): each says it could not
   * be loaded instead of showing an empty state.
   */
  missing: ReadonlySet<GraphSection>;
  jobs: JobsSummary | null;
  interview: InterviewSummary | null;
  /** The membership card's subscription (billing); null while loading, when billing is down or the request failed. */
  subscription: DashboardSubscription | null;
  /** Fetches again (the tabs show their loading placeholders meanwhile). */
  retry: () => void;
}

/** The sections of `me` that an error entry names (its path's second segment), premium refusals aside. */
function missingSections(error: unknown): Set<GraphSection> {
  const missing = new Set<GraphSection>();
  if (!CombinedGraphQLErrors.is(error)) return missing;
  for (const entry of error.errors) {
    if (entry.extensions?.code === 'PREMIUM_REQUIRED') continue;
    const [root, section, part] = entry.path ?? [];
    // The local market is an extra of the jobs card: without it the counts still show.
    if (section === 'jobs' && part === 'insights') continue;
    if (root === 'me' && typeof section === 'string') missing.add(section as GraphSection);
  }
  return missing;
}

/**
 * The dashboard in one request: the allow-listed Dashboard operation through the gateway's /graphql, only with a
 * user. Never from a cache (the quiz, a resume upload or a payment change what it shows), and with the errors beside
 * the data, so a down service costs only its own part of the screen.
 */
export function useDashboard(): DashboardState {
  const { user } = useUser();
  const { query, unauthorized } = useGraphQuery<DashboardData>(DASHBOARD_DOCUMENT, {
    variables: { premium: Boolean(user?.isPremium) },
    skip: !user,
  });
  const me = query.data?.me ?? null;
  const career = me?.career;
  const dashboard = useMemo(
    () =>
      career
        ? { ...EMPTY_DASHBOARD, ...career, recommendations: career.recommendations.map(fromCard) }
        : EMPTY_DASHBOARD,
    [career],
  );
  const failed = Boolean(query.error) && !me && !unauthorized;
  const missing = useMemo(() => {
    const sections = missingSections(query.error);
    // Never null when their service answered: null means it did not, even without an error entry naming it.
    if (me && !me.career) sections.add('career');
    if (me && !me.subscription) sections.add('subscription');
    if (me && !me.jobs) sections.add('jobs');
    if (me && me.interview === null) sections.add('interview');
    return sections;
  }, [query.error, me]);
  return {
    dashboard,
    isLoading: query.loading,
    failed,
    missing: me ? missing : new Set(),
    jobs: me?.jobs ?? null,
    interview: me?.interview ?? null,
    subscription: me?.subscription ?? null,
    retry: () => void query.refetch(),
  };
}
