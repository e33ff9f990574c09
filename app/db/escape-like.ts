/** Makes `text` match itself literally inside a LIKE/ILIKE pattern (PostgreSQL's default escape is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern matching `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
