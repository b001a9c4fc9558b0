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

/**
 * A value as JSON inside a `<script>` element (data or code): `<` escaped so that no text in it can
 * close the element, and U+2028/9 so the text stays valid JavaScript wherever it is read.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
