import geoip from 'geoip-country';

/**
 * Recent answers: a visitor's page load makes several requests from one address, and the lookup
 * (a binary search over the ranges, after parsing the address) runs on every API call.
 */
const recent = new Map<string, string | null>();
const RECENT_MAX = 5000;

/**
 * IP → ISO country code from the offline database shipped in `geoip-country` (no network call).
 * null for private, loopback and unknown addresses.
 */
export function countryOfIp(ip: string | undefined | null): string | null {
  if (!ip) return null;
  const known = recent.get(ip);
  if (known !== undefined) return known;
  const clean = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  let country: string | null;
  try {
    country = geoip.lookup(clean)?.country ?? null;
  } catch {
    country = null;
  }
  // Bounded: emptied when full rather than kept in order (a cache miss costs one lookup).
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(ip, country);
  return country;
}
