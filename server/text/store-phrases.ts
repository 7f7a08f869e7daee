/**
 * Phrases that belong on a store page, not on paper: a printed back cover cannot be scrolled,
 * clicked or added to a cart. The back-text writer never uses them; the preflight names any
 * a seller typed or pasted.
 */
const PHRASES: [RegExp, string][] = [
  [/add\s+to\s+(?:your\s+)?cart/i, "Add to Cart"],
  [/scroll\s+(?:up|down)/i, "Scroll up"],
  [/buy\s+now/i, "Buy now"],
  [/click\s+(?:the\s+)?(?:button|here|above|below)?/i, "Click"],
  [/look\s+inside/i, "Look inside"],
  [/order\s+(?:your\s+copy\s+)?(?:now|today)/i, "Order now"],
  [/grab\s+your\s+copy/i, "Grab your copy"],
  [/(?:free\s+)?shipping/i, "Shipping"],
  [/prime\s+(?:eligible|delivery)/i, "Prime"],
  [/kindle\s+unlimited/i, "Kindle Unlimited"],
];

/** The store-listing phrases in `text`, named as a seller would recognise them (each once). */
export function storeListingPhrases(text: string): string[] {
  return PHRASES.filter(([re]) => re.test(text)).map(([, name]) => name);
}
