import { ResumeAnalysis } from '@pathwise/contracts';

/**
 * The stored analysis is a JSON string (spec section 3). Anything that does not read as a ResumeAnalysis counts as
 * no analysis, rather than breaking the screen.
 */
export function parseAnalysis(json: string | null | undefined): ResumeAnalysis | null {
  if (!json) return null;
  try {
    const result = ResumeAnalysis.safeParse(JSON.parse(json));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
