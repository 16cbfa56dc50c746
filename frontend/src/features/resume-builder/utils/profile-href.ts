/**
 * A safe link for the profile address the user typed (the spec allows any non-blank text): http(s) addresses as
 * they are, a bare host such as "linkedin.com/in/ada" with https:// in front, anything else not linked at all.
 */
export function profileHref(value: string): string | null {
  const text = value.trim();
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text)
    ? text
    : /^[\w-]+(\.[\w-]+)+(\/|$)/.test(text)
      ? `https://${text}`
      : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
