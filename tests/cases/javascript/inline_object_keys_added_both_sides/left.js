export const origin = { x: 0, y: 0, z: 0 };

export function shift(p, dx) {
  return { ...p, x: p.x + dx };
}
