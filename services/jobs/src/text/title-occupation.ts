import { cleanTitle } from './job-facts.js';

/** Words of a posting title that say nothing about the occupation ("Senior", "Remote", "II", "Full Time"). */
const NOISE = new Set(
  'senior sr junior jr lead principal staff head chief associate assistant entry level mid experienced i ii iii iv v remote hybrid onsite on site full part time fulltime parttime contract temporary temp freelance position job opening role new urgent hiring immediate start m w d f x gn'.split(
    ' ',
  ),
);

const normalise = (title: string) =>
  cleanTitle(title)
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .split(/\s[-–|@]\s|,|:/)[0]!
    .replace(/[^a-z0-9+#/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Maps a posting's title to the O*NET occupation it names, with O*NET's alternate and reported titles: the whole
 * title first, then without seniority and schedule words, then the longest run of its words that is a known title,
 * preferring runs that end the title (English titles end on their head noun: "Frontend Web Application Developer"
 * -> "web application developer"). Null when nothing is known (German titles mostly).
 */
export class TitleOccupationMapper {
  constructor(private readonly titles: Map<string, string>) {}

  map(title: string): string | null {
    const full = normalise(title);
    if (!full) return null;
    const exact = this.titles.get(full);
    if (exact) return exact;
    const words = full.split(' ').filter((w) => !NOISE.has(w));
    const core = words.join(' ');
    if (core && this.titles.get(core)) return this.titles.get(core)!;
    for (let length = Math.min(words.length, 6); length >= 1; length--) {
      // Runs ending at the last word first, then earlier ones.
      for (let start = words.length - length; start >= 0; start--) {
        const run = words.slice(start, start + length).join(' ');
        if (length === 1 && run.length < 4) continue;
        const code = this.titles.get(run);
        if (code) return code;
      }
    }
    return null;
  }
}
