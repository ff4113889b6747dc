import { DEFAULT_CURRENCY_SYMBOL } from '@wl/i18n/amounts';

/** The currency the seed's texts write their amounts in ("¥50 bonus"): spec §9's default. */
const SEED_CURRENCY_SYMBOL = DEFAULT_CURRENCY_SYMBOL;

/** Seed values already rewritten, by value and currency: the seed is constant, so each is rewritten once. */
const rewritten = new WeakMap<object, Map<string, unknown>>();

/**
 * Seed data as a merchant of `currencySymbol` would answer it: its texts' amounts in that currency (a sandbox serving
 * the Philippine brand writes "₱50 bonus", not "¥50 bonus"). Strings anywhere in the value; the rest as it is. The
 * answer is shared between calls, as the seed itself is: read it, never change it.
 */
export function inCurrency<T>(value: T, currencySymbol: string): T {
  if (currencySymbol === SEED_CURRENCY_SYMBOL) return value;
  const byCurrency = typeof value === 'object' && value !== null ? (rewritten.get(value) ?? new Map<string, unknown>()) : undefined;
  if (byCurrency?.has(currencySymbol)) return byCurrency.get(currencySymbol) as T;
  // Inside each string, and as text: a symbol is never read as JSON or as a replacement pattern ($&).
  const answer = JSON.parse(JSON.stringify(value), (_key, part: unknown) =>
    typeof part === 'string' ? part.replaceAll(SEED_CURRENCY_SYMBOL, () => currencySymbol) : part,
  ) as T;
  if (byCurrency) rewritten.set(value as object, byCurrency.set(currencySymbol, answer));
  return answer;
}
