import type { DataSource } from 'typeorm';
import type { TargetCareer } from '../analysis/index.js';
import { CareerTargetsEntity } from './career-targets.entity.js';

/** The user's career matches as targets of keywords, best first. */
export async function careerTargetsOf(dataSource: DataSource, userId: string): Promise<TargetCareer[]> {
  const targets = await dataSource.getRepository(CareerTargetsEntity).findOneBy({ userId });
  return (targets?.occupations ?? [])
    .slice()
    .sort((a, b) => b.matchScore - a.matchScore)
    .map((o) => ({ code: o.code, title: o.title, weight: Math.max(0.1, Math.min(1, o.matchScore / 100)) }));
}
