/**
 * Text put into hand-written HTML (the outbox viewer, the 503 page, the offline page): the five
 * characters that could end a text or an attribute value, as entities. React escapes by itself;
 * this is for the few documents written as strings.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
