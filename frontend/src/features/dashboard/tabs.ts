/** The dashboard's tabs; `?tab=` selects any of them (spec: profile, progress, recommendations). */
export const DASHBOARD_TABS = ['overview', 'recommendations', 'progress', 'profile'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function parseTab(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'overview';
}
