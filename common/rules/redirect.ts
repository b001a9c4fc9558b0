/** A path of this site in printable ASCII only: no control characters, spaces, backslashes or other scripts. */
const SAFE_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;

/**
 * The one rule for every redirect parameter (`redirectTo` after login, the language form, …):
 * only a path of this site is followed, anything else gives `fallback`.
 *
 * - '//evil.example' and '/\evil.example' are protocol-relative: browsers read '\' as '/'.
 * - Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' becomes '//evil.example':
 *   control characters and spaces are refused, not stripped.
 * - Links we make percent-encode the path (`encodeURIComponent(pathname + search)`), so a real
 *   path is ASCII; other characters would also break the Location header (Latin-1 only).
 * - The URL parser has the last word: the result must stay on the origin it is resolved against.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2000 || !SAFE_PATH.test(value)) return fallback;
  const base = 'https://same-site.invalid';
  try {
    if (new URL(value, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
