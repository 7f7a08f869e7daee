/**
 * A package price as shoppers read it ("RM 55", "RM 55.50"): the currency's own narrow symbol,
 * and no ".00" on whole amounts, as the packages are quoted ("RM55").
 */
export function formatPrice(price: { amount: number; currency: string }): string {
  const whole = Number.isInteger(price.amount);
  try {
    return new Intl.NumberFormat("en", {
      style: "currency",
      currency: price.currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(price.amount);
  } catch {
    // An unknown currency code must not blank the page; show the code instead.
    return `${price.currency} ${price.amount}`;
  }
}
