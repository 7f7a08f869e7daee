/**
 * Prices in the catalogue are in major units (RM55); providers and the payments table use
 * integer minor units (5500 sen), as Stripe does. The exponent comes from the currency itself.
 */
function exponent(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** exponent(currency));
}

export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** exponent(currency);
}
