import { INSIGHTS_QUERY } from './insights/insights-query.js';

/**
 * The operations the SPA sends to /graphql. In production the gateway runs only these (an allow-list by SHA-256 of
 * the text), so the SPA and the gateway read them from here.
 */

/**
 * The dashboard in one request: profile and plan (auth), career (career), resume, jobs, subscription (billing) and
 * interview summaries. The interview part sits in a conditional fragment on the root rather than on its field, so the
 * gateway's plan skips the interview subgraph altogether for a free user (an `Include(if: $premium)` around its fetch)
 * instead of calling it for an empty answer; the answer's shape is the same (`me.interview`).
 */
export const DASHBOARD_QUERY = `query Dashboard($premium: Boolean!) {
  me {
    id
    firstName
    lastName
    email
    location
    profileImageUrl
    isPremium
    plan
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
      recommendations {
        id
        title
        matchScore
        reasoning
        actionSteps
        location
        salaryRange {
          min
          max
        }
        jobCount
        growthOutlook
        occupationCode
        details
      }
    }
    resume {
      id
      fileName
      status
      uploadedAt
      analyzedAt
      analysis {
        atsScore
        experienceLevel
      }
    }
    jobs {
      savedCount
      appliedCount
      insights {
        location
        demo
        generatedAt
        occupations {
          code
          title
          nearby
          remote
          total
          pay {
            min
            median
            max
            samples
            currency
            scope
          }
          searchKeyword
          demo
        }
      }
    }
    subscription {
      plan
      status
      provider
      trialEndsAt
      currentPeriodEnd
      cancelAtPeriodEnd
      trialAvailable
      portalAvailable
    }
  }
  ... on Query @include(if: $premium) {
    me {
      interview {
        recentSessions(limit: 5) {
          id
          careerPath
          experienceLevel
          createdAt
          completedAt
          questionCount
          answeredCount
          averageScore
          engine
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
export const GraphSections = ['career', 'resume', 'jobs', 'interview', 'subscription'] as const;
export type GraphSection = (typeof GraphSections)[number];
