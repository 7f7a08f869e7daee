/** The reader's own locale: a price reads "RM 55" in Kuala Lumpur and "55 RM" in Berlin. */
const userLocale = () => (typeof navigator === "undefined" ? undefined : navigator.language);

/**
 * A price as the shopper reads it in their own locale: the currency's narrow symbol, and no
 * ".00" on whole amounts, as the packages are quoted ("RM 55", "55,50 €", "¥5,500").
 */
export function formatPrice(price: { amount: number; currency: string }, locale = userLocale()): string {
  const whole = Number.isInteger(price.amount);
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: price.currency,
      currencyDisplay: "narrowSymbol",
      ...(whole ? { minimumFractionDigits: 0 } : {}),
    }).format(price.amount);
  } catch {
    // An unknown currency code or locale must not blank the page; show the code instead.
    return `${price.currency} ${price.amount}`;
  }
}
