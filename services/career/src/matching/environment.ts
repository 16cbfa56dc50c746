import type { WorkEnvironment } from './user-profile.js';

/**
 * How well an occupation suits each preferred work environment, 0-1.
 *
 * The reference data has no O*NET Work Context ratings (see shared/data/README.md), so this is an estimate: a base
 * per SOC major group (where the work is usually done), nudged by how much the occupation relies on computers
 * (remote-friendly) and how hands-on (Realistic) it is (field work). It only ever moves a score by a few points.
 */
interface GroupBase {
  office: number;
  remote: number;
  field: number;
}

const BY_MAJOR_GROUP: Record<string, GroupBase> = {
  '11': { office: 0.8, remote: 0.45, field: 0.3 }, // management
  '13': { office: 0.95, remote: 0.7, field: 0.15 }, // business and financial
  '15': { office: 0.9, remote: 0.9, field: 0.05 }, // computer and mathematical
  '17': { office: 0.7, remote: 0.35, field: 0.45 }, // architecture and engineering
  '19': { office: 0.55, remote: 0.3, field: 0.5 }, // life, physical and social science
  '21': { office: 0.55, remote: 0.35, field: 0.45 }, // community and social service
  '23': { office: 0.9, remote: 0.5, field: 0.1 }, // legal
  '25': { office: 0.3, remote: 0.2, field: 0.1 }, // education (classrooms)
  '27': { office: 0.55, remote: 0.55, field: 0.4 }, // arts, design, media
  '29': { office: 0.2, remote: 0.1, field: 0.15 }, // health practitioners (clinics, hospitals)
  '31': { office: 0.15, remote: 0.05, field: 0.25 }, // health care support
  '33': { office: 0.15, remote: 0.02, field: 0.85 }, // protective service
  '35': { office: 0.05, remote: 0, field: 0.1 }, // food preparation
  '37': { office: 0.05, remote: 0, field: 0.8 }, // building and grounds
  '39': { office: 0.1, remote: 0.05, field: 0.35 }, // personal care and service
  '41': { office: 0.5, remote: 0.35, field: 0.45 }, // sales
  '43': { office: 0.95, remote: 0.45, field: 0.1 }, // office and administrative support
  '45': { office: 0.02, remote: 0, field: 1 }, // farming, fishing, forestry
  '47': { office: 0.05, remote: 0, field: 1 }, // construction and extraction
  '49': { office: 0.1, remote: 0, field: 0.9 }, // installation, maintenance, repair
  '51': { office: 0.05, remote: 0, field: 0.3 }, // production
  '53': { office: 0.05, remote: 0, field: 0.85 }, // transportation and material moving
};
const DEFAULT_BASE: GroupBase = { office: 0.4, remote: 0.2, field: 0.4 };

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * @param computers importance of Computers and Electronics knowledge scaled 0-1
 * @param realistic O*NET Realistic interest score 1-7
 */
export function environmentAffinity(
  code: string,
  computers: number,
  realistic: number,
): Record<WorkEnvironment, number> {
  const base = BY_MAJOR_GROUP[code.slice(0, 2)] ?? DEFAULT_BASE;
  const remote = clamp01(base.remote + 0.3 * (computers - 0.5));
  const office = clamp01(base.office + 0.15 * (computers - 0.5));
  const field = clamp01(base.field + 0.15 * ((realistic - 1) / 6 - 0.4));
  // Hybrid needs both an office to go to and work that can be done from home.
  const hybrid = clamp01(Math.sqrt(office * remote) + 0.05);
  return { remote, office, hybrid, field };
}

export const ENVIRONMENT_WORDS: Record<WorkEnvironment, string> = {
  remote: 'remote work',
  office: 'an office setting',
  hybrid: 'hybrid work',
  field: 'field work on site',
};
