import type { SubgraphDefinition } from '@pathwise/platform/graph';
import { ResumeUser } from './resume-graph.types.js';
import { ResumeService } from '../resume/resume.service.js';
import { ResumeUserResolver } from './resume-graph.resolver.js';

/** The resume subgraph: `User.resume` (the resume and its analysis summary). */
export const RESUME_SUBGRAPH = {
  name: 'resume',
  resolvers: [ResumeUserResolver],
  stubs: [ResumeService],
  orphanedTypes: [ResumeUser],
} satisfies SubgraphDefinition;
export const RESUME_GRAPH_PROVIDERS = [...RESUME_SUBGRAPH.resolvers];
