import { currencyDigits } from "../../engine/money.js";

/**
 * Prices in the catalogue and the settings are in major units (RM55); providers and the payments
 * table use integer minor units (5500 sen), as Stripe does. The exponent comes from the currency.
 */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDigits(currency));
}

export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}
