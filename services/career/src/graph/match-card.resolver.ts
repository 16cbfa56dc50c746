import { ResolveField, Resolver } from '@nestjs/graphql';
import type { CareerRecommendation, DashboardResponse } from '@pathwise/contracts';
import { JsonScalar } from '@pathwise/platform/graph';
import { CareerType, RecommendationType } from './career-graph.types.js';
import { type CardDetails, cardDetails, type MatchCard, matchCard, shownActionSteps } from './match-card.js';

/**
 * What a dashboard match card shows of a match, for the Dashboard query (which reads them under the names of the
 * full fields: `actionSteps: shownActionSteps`, `details: cardDetails`). The methods take no Nest parameter
 * decorators, so Nest hands them to graphql-js as plain resolvers (its fast path: no per-call parameter exchange),
 * called once per match.
 */
@Resolver(() => RecommendationType)
export class MatchCardResolver {
  /** The steps the card shows, then the job-search step its "Search jobs" link reads (match-card.ts). */
  @ResolveField(() => [String], { description: 'The action steps a match card shows, then the job-search step' })
  shownActionSteps(match: CareerRecommendation): string[] {
    return shownActionSteps(match.actionSteps);
  }

  /** `details` without what no screen shows and with the hot technologies as a count (match-card.ts). */
  @ResolveField(() => JsonScalar, {
    nullable: true,
    description: 'details as a match card shows them: hotTechnologyCount instead of hotTechnologies when a prefix',
  })
  cardDetails(match: CareerRecommendation): CardDetails | null {
    return cardDetails(match.details);
  }
}

/**
 * The dashboard's match cards as one JSON value (`recommendations: matchCards` in the Dashboard query): the same
 * objects the typed `recommendations` gave under the query's old selection (matchCard), but graphql-js completes one
 * field instead of ten a match, and the gateway copies the value instead of shaping every field of it against the
 * supergraph (its work on a dashboard page 6.3 to 5.1 M instructions: the gateway's README, budget). `recommendations`
 * stays typed for other clients.
 */
@Resolver(() => CareerType)
export class MatchCardsResolver {
  @ResolveField(() => JsonScalar, {
    description:
      "The matches as the dashboard's cards read them: recommendations' fields, shownActionSteps, cardDetails",
  })
  matchCards(career: DashboardResponse): MatchCard[] {
    return career.recommendations.map(matchCard);
  }
}
