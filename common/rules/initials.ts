/**
 * The one or two letters shown in a circle for a member without a photo, on the site (profile
 * cards, chat, likes) and in the mails: the first letter of the first two words that have one.
 * Letters only, so an emoji, a digit or a '<' never fills the circle: 'Sanne' → 'S',
 * 'Jan  Peter de Vries' → 'JP', '<script>' → 'S', '😀 Anna' → 'A', '' → '?'.
 */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .filter((letter) => letter !== '');
  return letters.slice(0, 2).join('').toLocaleUpperCase() || '?';
}
