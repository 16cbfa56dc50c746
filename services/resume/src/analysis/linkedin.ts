/**
 * What can honestly be said about a LinkedIn profile from its address alone: Pathwise does not fetch LinkedIn
 * pages (its terms forbid scraping), so the analysis says so and asks for LinkedIn's own "Save to PDF" export.
 */
export interface LinkedinUrlFacts {
  isProfileUrl: boolean;
  customAddress: boolean;
  slug?: string;
  normalised: string;
}

export function readLinkedinUrl(raw: string): LinkedinUrlFacts {
  const url = raw.trim();
  const m = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/([^/?#\s]+)\/?(?:[?#].*)?$/i.exec(url);
  const slug = m ? decodeSlug(m[1]) : null;
  if (slug === null) return { isProfileUrl: false, customAddress: false, normalised: url };
  // LinkedIn's default addresses end in a generated suffix of digits or hex ("jane-doe-4a7b19203")
  const generated = /-[0-9a-f]{6,}$/i.test(slug) && /\d/.test(slug.split('-').pop() ?? '');
  return { isProfileUrl: true, customAddress: !generated, slug, normalised: `https://www.linkedin.com/in/${slug}` };
}

/**
 * A profile address's name part, decoded: letters (any script), digits and hyphens, as LinkedIn allows. A malformed
 * escape (`/in/%`) or anything else is not a profile address: null.
 */
function decodeSlug(raw: string): string | null {
  let slug: string;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return /^[\p{L}\p{N}_-]{3,100}$/u.test(slug) ? slug : null;
}

export interface LinkedinNotes {
  strengths: string[];
  weaknesses: string[];
  suggestions: string[];
}

export function linkedinNotes(raw: string): LinkedinNotes {
  const facts = readLinkedinUrl(raw);
  const notes: LinkedinNotes = { strengths: [], weaknesses: [], suggestions: [] };
  if (!facts.isProfileUrl) {
    notes.weaknesses.push(
      `'${raw.trim().slice(0, 80)}' is not a LinkedIn profile address (linkedin.com/in/your-name).`,
    );
    notes.suggestions.push("Copy the address from 'Edit public profile & URL' on your LinkedIn profile.");
    return notes;
  }
  if (facts.customAddress)
    notes.strengths.push(
      `Your LinkedIn profile has a custom address (linkedin.com/in/${facts.slug}), which reads well on a resume.`,
    );
  else {
    notes.weaknesses.push(`Your LinkedIn address ends in a generated code (linkedin.com/in/${facts.slug}).`);
    notes.suggestions.push(
      "Claim a custom LinkedIn address under 'Edit public profile & URL' (e.g. linkedin.com/in/firstname-lastname).",
    );
  }
  notes.suggestions.push(
    'For a full profile analysis, open your LinkedIn profile, choose More → Save to PDF, and upload that PDF on the Upload Resume tab.',
  );
  return notes;
}
