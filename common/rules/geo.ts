/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box that contains every point within `km` of the centre: the index part of a radius search. */
export function boundingBox(centre: { lat: number; lon: number }, km: number) {
  const dLat = km / 111.32;
  const dLon = km / (111.32 * Math.max(0.01, Math.cos((centre.lat * Math.PI) / 180)));
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLon: centre.lon - dLon, maxLon: centre.lon + dLon };
}
