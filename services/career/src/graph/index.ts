import type { SubgraphDefinition } from '@pathwise/platform/graph';
import { CareerUser } from './career-graph.types.js';
import { DashboardService } from '../dashboard/dashboard.service.js';
import { CareerUserResolver } from './career-graph.resolver.js';
import { CareerInsightsUserResolver, MatchHistoryResolver, QuizAttemptResolver } from './career-insights.resolver.js';
import { CareerInsightsReader } from './career-insights.reader.js';
import { MatchCardResolver, MatchCardsResolver } from './match-card.resolver.js';

/** The career subgraph: `User.career` (quiz state, matches, progress). */
export const CAREER_SUBGRAPH = {
  name: 'career',
  resolvers: [
    CareerUserResolver,
    MatchCardResolver,
    MatchCardsResolver,
    CareerInsightsUserResolver,
    MatchHistoryResolver,
    QuizAttemptResolver,
  ],
  stubs: [DashboardService, CareerInsightsReader],
  orphanedTypes: [CareerUser],
} satisfies SubgraphDefinition;
export const CAREER_GRAPH_PROVIDERS = [...CAREER_SUBGRAPH.resolvers, CareerInsightsReader];
