/**
 * A recruiter-style tag list inside a summary or under the name ('Touring engineer. FOH Mixing | Monitor Mixing |
 * System Tuning | RF Coordination'): at least four short phrases set apart by '|', '•', '·' or '▪' in one sentence
 * are a list of skills like a skills section's, whatever a dictionary knows. A headline of two or three parts
 * ('BSN, RN · Cardiac Step-Down / Telemetry') is a title, not a list.
 */
export function tagListItems(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+(?=\p{Lu})/u)) {
    const parts = sentence.split(/\s+[|•·▪]\s+/).map((p) => p.trim().replace(/[.;,]+$/, ''));
    if (parts.length < 4) continue;
    // the first part may end a sentence's words ('audio engineer: FOH Mixing'): keep what follows a colon
    parts[0] = parts[0].replace(/^.*:\s*/, '');
    if (!parts.every((p) => p && p.split(/\s+/).length <= 4 && !/[.!?]/.test(p.replace(/\.\w/g, '')))) continue;
    out.push(...parts);
  }
  return out;
}
