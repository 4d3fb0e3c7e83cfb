export function toArray(value: string): string[];
export function toArray(value: number): number[];
export function toArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}
