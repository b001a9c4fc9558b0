/**
 * The gift catalogue. A gift costs the site's gift_credits times its factor; the image is
 * an SVG under /gifts/. Names are in the catalogues under `gift.<id>`.
 */
export interface GiftDefinition {
  id: string;
  factor: 1 | 2 | 3;
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

export const giftImage = (id: string) => `/gifts/${id}.svg`;
