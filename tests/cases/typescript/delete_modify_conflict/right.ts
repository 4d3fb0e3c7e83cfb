export function celsius(f: number): number {
  return ((f - 32) * 5) / 9;
}

export function rankine(f: number): number {
  if (!Number.isFinite(f)) throw new RangeError('not a temperature');
  return f + 459.67;
}

export function fahrenheit(c: number): number {
  return (c * 9) / 5 + 32;
}
