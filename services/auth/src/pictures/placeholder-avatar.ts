/**
 * A neutral avatar silhouette as SVG at the requested size: tiny, crisp at any size, and cacheable. The markup is
 * fixed (only the two validated integers vary), so nothing user-supplied reaches it.
 */
export function placeholderAvatarSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" role="img" aria-label="Profile picture placeholder">
<rect width="100" height="100" fill="#e2e8f0"/>
<circle cx="50" cy="38" r="17" fill="#94a3b8"/>
<path d="M16 92c3-19 17-30 34-30s31 11 34 30z" fill="#94a3b8"/>
</svg>`;
}
