/** Up to two initials from a display name, or from the part of an e-mail before the @. */
export function initials(name: string): string {
  const words = name.replace(/@.*/, "").split(/[\s._-]+/).filter(Boolean);
  const [first, second] = words;
  if (!first) return "?";
  return (second ? `${first[0]}${second[0]}` : first.slice(0, 2)).toUpperCase();
}
