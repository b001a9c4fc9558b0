/**
 * What a discount takes off a price, in whole cents: rounded half up (in the member's favour), never
 * more than the price. The checkout charges it and the screens show it, so both use this.
 */
export function discountAmount(amount: number, percentage: number): number {
  return Math.min(amount, Math.round((amount * percentage) / 100));
}
