/**
 * The Insights screen's one graph operation (Premium's "advanced analytics" and "personalised coaching"), apart from
 * the dashboard's: every field under `me` but `id`, `plan` and `jobs` is premium-only in its subgraph. Lists carry a
 * `limit` so that the gateway's cost estimate counts what is really read.
 */
export const INSIGHTS_QUERY = `query Insights {
  me {
    id
    plan
    interviewInsights {
      sessions(limit: 12) {
        key
        careerPath
        startedAt
        answered
        score
        parts(limit: 6) {
          key
          label
          score
        }
      }
      weakestAnswers(limit: 3) {
        question
        careerPath
        score
        answeredAt
        weakestPart {
          key
          label
          score
          tip
        }
      }
    }
    applicationFunnel {
      saved
      applied
      savedAndApplied
      waiting(limit: 3) {
        jobId
        title
        company
        savedAt
      }
    }
    resumeInsights {
      versions(limit: 12) {
        version
        atsScore
        analyzedAt
        fileName
      }
      matchGaps(limit: 3) {
        source
        occupations
        keywords
      }
    }
    matchHistory {
      attempts(limit: 6) {
        submissionId
        takenAt
        matches(limit: 5) {
          occupationCode
          title
          matchScore
          rank
        }
      }
    }
    jobs {
      insights {
        occupations {
          code
          title
          nearby
          remote
          total
          searchKeyword
        }
      }
    }
  }
}
`;

export interface RubricScore {
  key: string;
  label: string;
  score: number;
}

/** One practice session (or, for answers evaluated outside a session, one day): the mean of its answers. */
export interface InsightsPracticeSession {
  key: string;
  careerPath: string;
  startedAt: string;
  answered: number;
  score: number;
  parts: RubricScore[];
}

export interface InsightsWeakAnswer {
  question: string;
  careerPath: string;
  score: number;
  answeredAt: string;
  weakestPart: (RubricScore & { tip: string | null }) | null;
}

export interface InsightsFunnel {
  saved: number;
  applied: number;
  savedAndApplied: number;
  waiting: { jobId: string; title: string; company: string | null; savedAt: string }[];
}

export interface InsightsResumeVersion {
  version: number;
  atsScore: number | null;
  analyzedAt: string;
  fileName: string | null;
}

/** Keywords a group of target careers asks for that the resume does not name (the resume analysis's groups). */
export interface InsightsMatchGap {
  /** `career-matches`: the user's top matches; `resume`: the line of work the resume aims at. */
  source: string;
  occupations: string[];
  keywords: string[];
}

export interface InsightsAttemptMatch {
  occupationCode: string;
  title: string;
  matchScore: number;
  rank: number;
}

export interface InsightsQuizAttempt {
  submissionId: string;
  takenAt: string;
  matches: InsightsAttemptMatch[];
}

export interface InsightsLocalOccupation {
  code: string;
  title: string;
  nearby: number | null;
  remote: number;
  total: number;
  searchKeyword: string;
}

/** What the Insights operation answers (each part null when its service could not answer or refused). */
export interface InsightsData {
  me: {
    id: string;
    plan: string;
    interviewInsights: { sessions: InsightsPracticeSession[]; weakestAnswers: InsightsWeakAnswer[] } | null;
    applicationFunnel: InsightsFunnel | null;
    resumeInsights: { versions: InsightsResumeVersion[]; matchGaps: InsightsMatchGap[] } | null;
    matchHistory: { attempts: InsightsQuizAttempt[] } | null;
    jobs: { insights: { occupations: InsightsLocalOccupation[] } | null } | null;
  } | null;
}
