/** A resume line shortened for quoting in feedback. */
export function quote(text: string, max = 90): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return `'${clean.length > max ? `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : clean}'`;
}

export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

export function listNames(names: string[], max = 5): string {
  const shown = names.slice(0, max);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : (shown[0] ?? '');
}
