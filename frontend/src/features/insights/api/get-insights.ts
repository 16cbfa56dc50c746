import { CombinedGraphQLErrors } from '@apollo/client';
import { INSIGHTS_QUERY, type InsightsData } from '@pathwise/contracts';
import { parse, type DocumentNode } from 'graphql';
import { useGraphQuery } from '@/lib/graph-client';

/** The allow-listed Insights operation (libs/contracts insights-query.ts); the link sends its exact text. */
const INSIGHTS_DOCUMENT: DocumentNode = parse(INSIGHTS_QUERY);

/** The parts of the screen, by the field of `me` that feeds each. */
export type InsightsSection = 'interviewInsights' | 'applicationFunnel' | 'resumeInsights' | 'matchHistory' | 'jobs';

export interface InsightsState {
  me: NonNullable<InsightsData['me']> | null;
  isLoading: boolean;
  /** Nothing could be read (the gateway or the auth subgraph is down): the screen says so and offers a retry. */
  failed: boolean;
  /** The server refused the premium fields (the plan changed since the page loaded): the upgrade path shows. */
  premiumRefused: boolean;
  /** The parts whose service did not answer while the rest did: each says so instead of an empty state. */
  missing: ReadonlySet<InsightsSection>;
  retry: () => void;
}

/**
 * Premium's Insights in one request through the gateway's /graphql, apart from the dashboard's query. Only for premium
 * users (`skip` otherwise: the server would refuse every field anyway). Never cached: practice, uploads and
 * applications change it.
 */
export function useInsights(enabled: boolean): InsightsState {
  const { query, unauthorized } = useGraphQuery<InsightsData>(INSIGHTS_DOCUMENT, { skip: !enabled });
  const me = query.data?.me ?? null;
  const missing = new Set<InsightsSection>();
  let premiumRefused = false;
  if (CombinedGraphQLErrors.is(query.error)) {
    for (const entry of query.error.errors) {
      if (entry.extensions?.code === 'PREMIUM_REQUIRED') premiumRefused = true;
      else if (entry.path?.[0] === 'me' && typeof entry.path[1] === 'string') {
        missing.add(entry.path[1] as InsightsSection);
      }
    }
  }
  return {
    me,
    isLoading: query.loading,
    failed: Boolean(query.error) && !me && !unauthorized,
    premiumRefused,
    missing,
    retry: () => void query.refetch(),
  };
}
