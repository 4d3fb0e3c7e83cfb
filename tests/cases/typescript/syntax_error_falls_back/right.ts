export interface Point {
  x: number;
  y: number;
}

export function origin(): Point {
  return { x: 0, y: 0 };
}

export function unit(): Point {
  return { x: 1, y: 1 } as const;
}
