export type Money = { cents: number; currency: string };

export function add(a: Money, b: Money): Money {
  return { cents: a.cents + b.cents, currency: a.currency };
}

/**
 * Formats an amount for display, e.g. `12.50 EUR`.
 * @param m the amount
 */
export function format(m: Money): string {
  return `${(m.cents / 100).toFixed(2)} ${m.currency}`;
}

/** Multiplies an amount, rounding half away from zero. */
export function scale(m: Money, factor: number): Money {
  return { cents: Math.round(m.cents * factor), currency: m.currency };
}
