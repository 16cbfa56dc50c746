/** Today, Yesterday or 'N days ago' (spec section 2), counted in whole calendar days. */
export function postedAgo(postedDate: string, now = new Date()): string {
  const posted = new Date(postedDate);
  const startOf = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.round(
    (startOf(now) - Date.UTC(posted.getUTCFullYear(), posted.getUTCMonth(), posted.getUTCDate())) / 86_400_000,
  );
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}

export const employmentTypeLabel = (type: string) =>
  type === 'FULLTIME' ? 'Full-time' : type === 'PARTTIME' ? 'Part-time' : type;

/** "entry_level" -> "Entry Level". */
export const experienceLevelLabel = (level: string) =>
  level.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
