/**
 * The gift catalogue. A gift costs the site's gift_credits times its factor; the image is
 * an SVG under /gifts/. Names are in the catalogues under `gift.<id>`.
 */
export interface GiftDefinition {
  id: string;
  factor: number;
}

export const GIFTS: readonly GiftDefinition[] = [
  { id: 'rose', factor: 1 },
  { id: 'heart', factor: 1 },
  { id: 'coffee', factor: 1 },
  { id: 'chocolates', factor: 2 },
  { id: 'teddy', factor: 2 },
  { id: 'champagne', factor: 3 },
];

export function giftById(id: string): GiftDefinition | undefined {
  return GIFTS.find((g) => g.id === id);
}

export const GIFT_IDS = ['rose', 'heart', 'coffee', 'chocolates', 'teddy', 'champagne'] as const;

/**
 * A site's own gift catalogue (setting `gift_factors`): each gift at the site's factor when it set one,
 * else the catalogue's; a factor of 0 takes the gift off the site. A gift costs gift_credits × factor.
 */
export function siteGifts(factors: Partial<Record<string, number>> | undefined): { id: string; factor: number }[] {
  return GIFTS.map((g) => ({ id: g.id, factor: factors?.[g.id] ?? g.factor })).filter((g) => g.factor > 0);
}

/** A gift this site offers, at its factor; undefined when unknown or taken off the site. */
export function siteGift(
  factors: Partial<Record<string, number>> | undefined,
  id: string,
): { id: string; factor: number } | undefined {
  return siteGifts(factors).find((g) => g.id === id);
}

export const giftImage = (id: string) => `/gifts/${id}.svg`;
