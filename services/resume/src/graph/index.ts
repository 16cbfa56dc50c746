import type { SubgraphDefinition } from '@pathwise/platform/graph';
import { ResumeUser } from './resume-graph.types.js';
import { ResumeService } from '../resume/resume.service.js';
import { ResumeUserResolver } from './resume-graph.resolver.js';
import { ResumeInsightsResolver, ResumeInsightsUserResolver } from './resume-insights.resolver.js';
import { ResumeInsightsReader } from './resume-insights.reader.js';

/** The resume subgraph: `User.resume` (the resume and its analysis summary). */
export const RESUME_SUBGRAPH = {
  name: 'resume',
  resolvers: [ResumeUserResolver, ResumeInsightsUserResolver, ResumeInsightsResolver],
  stubs: [ResumeService, ResumeInsightsReader],
  orphanedTypes: [ResumeUser],
} satisfies SubgraphDefinition;
export const RESUME_GRAPH_PROVIDERS = [...RESUME_SUBGRAPH.resolvers, ResumeInsightsReader];
