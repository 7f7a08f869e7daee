/** The reader's own locale: a price reads "RM 55" in Kuala Lumpur and "55 RM" in Berlin. */
const userLocale = () => (typeof navigator === "undefined" ? undefined : navigator.language);

/**
 * A price as the shopper reads it in their own locale: the currency's narrow symbol, and no
 * ".00" on whole amounts, as the packages are quoted ("RM 55", "55,50 €", "¥5,500").
 */
export function formatPrice(price: { amount: number; currency: string }, locale = userLocale()): string {
  try {
    return formatter(locale, price.currency, Number.isInteger(price.amount)).format(price.amount);
  } catch {
    // An unknown currency code or locale must not blank the page; show the code instead.
    return `${price.currency} ${price.amount}`;
  }
}

/**
 * Formatters, made once each: a browser takes tens of milliseconds to build one (its currency
 * data), and a page of prices re-renders as its answers arrive (docs/performance.md).
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string | undefined, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      ...(whole ? { minimumFractionDigits: 0 } : {}),
    });
    formatters.set(key, made);
  }
  return made;
}
