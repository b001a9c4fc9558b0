/** Only same-site paths may be redirected to: '/x' yes, '//evil.example' and 'https://…' no. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
