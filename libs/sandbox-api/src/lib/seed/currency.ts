import { DEFAULT_CURRENCY_SYMBOL } from '@wl/i18n/amounts';

/** The currency the seed's texts write their amounts in ("¥50 bonus"): spec §9's default. */
const SEED_CURRENCY_SYMBOL = DEFAULT_CURRENCY_SYMBOL;

/**
 * Seed data as a merchant of `currencySymbol` would answer it: its texts' amounts in that currency (a sandbox serving
 * the Philippine brand writes "₱50 bonus", not "¥50 bonus"). Strings anywhere in the value; the rest as it is. A copy
 * of its own (an account's messages, marked read later); the seed itself where the currency is the seed's.
 */
export function copyInCurrency<T>(value: T, currencySymbol: string): T {
  if (currencySymbol === SEED_CURRENCY_SYMBOL) return value;
  // Inside each string, and as text: a symbol is never read as JSON or as a replacement pattern ($&).
  return JSON.parse(JSON.stringify(value), (_key, part: unknown) =>
    typeof part === 'string' ? part.replaceAll(SEED_CURRENCY_SYMBOL, () => currencySymbol) : part,
  ) as T;
}

/** Seed values already rewritten, by value and currency: the seed is constant, so each is rewritten once. */
const rewritten = new WeakMap<object, Map<string, unknown>>();

/**
 * The constant seed as `copyInCurrency` writes it, rewritten once per currency and shared between calls, as the seed
 * itself is: read it, never change it.
 */
export function inCurrency<T>(value: T, currencySymbol: string): T {
  if (typeof value !== 'object' || value === null) return copyInCurrency(value, currencySymbol);
  const byCurrency = rewritten.get(value) ?? new Map<string, unknown>();
  if (!byCurrency.has(currencySymbol)) rewritten.set(value, byCurrency.set(currencySymbol, copyInCurrency(value, currencySymbol)));
  return byCurrency.get(currencySymbol) as T;
}
