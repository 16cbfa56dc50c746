import { INSIGHTS_QUERY } from './insights/insights-query.js';

/**
 * The operations the SPA sends to /graphql. In production the gateway runs only these (an allow-list by SHA-256 of
 * the text), so the SPA and the gateway read them from here.
 */

/**
 * The dashboard in one request: career (matches, progress), jobs (saved and applied counts, the local market of the
 * first matches), subscription (billing) and, for premium users, interview summaries. It asks for what the dashboard
 * shows and nothing else (every field below is read by a component of features/dashboard): the greeting, the header
 * and the Profile tab show the session's user (GET /api/auth/user, which the app reads before any signed-in page and
 * which decides `$premium`), so the query reads nothing from auth, and the resume's analysis is the Resume Builder's,
 * so nothing from resume; `me` has no field of its own here, so no subgraph's failure can null it. The interview part
 * sits in a conditional fragment on the root rather than on its field, so the gateway's plan skips the interview
 * subgraph altogether for a free user (an `Include(if: $premium)` around its fetch) instead of calling it for an
 * empty answer; the answer's shape is the same (`me.interview`). The matches come as their cards read them, one JSON
 * value under the typed field's name (`recommendations: matchCards`: career's match-card.ts): each match's fields, the
 * steps the card lists and the job-search step its link reads, and its details with the hot technologies as a count
 * and without what no screen shows (which the SPA turns back into the details' shape). As one value, neither career's
 * graphql-js nor the gateway's result shaping walks every field of twelve matches (the gateway's README, budget).
 */
export const DASHBOARD_QUERY = `query Dashboard($premium: Boolean!) {
  me {
    career {
      progressScore
      quizCompleted
      interestProfile
      interviewPracticed
      applied
      resume {
        fileName
        linkedinUrl
        uploadedAt
      }
      recommendations: matchCards
    }
    jobs {
      savedCount
      appliedCount
      insights(limit: 3) {
        location
        demo
        occupations {
          code
          title
          nearby
          remote
          total
        }
      }
    }
    subscription {
      plan
      status
      trialEndsAt
      currentPeriodEnd
      cancelAtPeriodEnd
      trialAvailable
      checkoutAvailable
      portalAvailable
    }
  }
  ... on Query @include(if: $premium) {
    me {
      interview {
        recentSessions(limit: 3) {
          id
          careerPath
          createdAt
          completedAt
          questionCount
          answeredCount
          averageScore
        }
        conversations(limit: 5) {
          id
          category
          createdAt
        }
      }
    }
  }
}
`;

/** Every operation of the SPA, by operation name. */
export const GRAPH_OPERATIONS: Readonly<Record<string, string>> = {
  Dashboard: DASHBOARD_QUERY,
  Insights: INSIGHTS_QUERY,
};

/** Which section of the dashboard each subgraph's field feeds (the first path segment under `me`). */
export const GraphSections = ['career', 'jobs', 'interview', 'subscription'] as const;
export type GraphSection = (typeof GraphSections)[number];
