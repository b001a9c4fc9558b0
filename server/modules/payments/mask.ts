/** An account number as receipts show it: country code, then only the last four digits ('NL•• •••• •••• 4300'). */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 2)}•• •••• •••• ${compact.slice(-4)}`;
}
