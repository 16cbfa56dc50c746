/** Small display helpers shared by features. */

/** "Ada Lovelace" -> "AL"; used as the avatar fallback. */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`;
  return letters.toUpperCase() || '?';
}

/** File size in KB with one decimal, as the upload screens show it. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A date such as "March 5, 2026"; an unparsable value is shown as given. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The profile picture to show: the user's own, else the gateway's placeholder avatar of the asked size. */
export function avatarUrl(profileImageUrl: string | null | undefined, size: number): string {
  return profileImageUrl || `/api/placeholder/${size}/${size}`;
}
