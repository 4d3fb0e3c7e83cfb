export const origin = { x: 0, y: 0, label: 'origin' };

export function shift(p, dx) {
  return { ...p, x: p.x + dx };
}
