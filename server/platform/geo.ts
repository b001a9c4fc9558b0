import geoip from 'geoip-country';

/**
 * IP → ISO country code from the offline database shipped in `geoip-country` (no network call).
 * null for private, loopback and unknown addresses.
 */
export function countryOfIp(ip: string | undefined | null): string | null {
  if (!ip) return null;
  const clean = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  try {
    return geoip.lookup(clean)?.country ?? null;
  } catch {
    return null;
  }
}
