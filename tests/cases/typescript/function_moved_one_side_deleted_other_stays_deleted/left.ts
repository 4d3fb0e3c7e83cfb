export interface Point {
  x: number;
  y: number;
}

export function distance(a: Point, b: Point): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}

export function translate(p: Point, dx: number, dy: number): Point {
  return { x: p.x + dx, y: p.y + dy };
}

export class Polygon {
  constructor(public readonly points: Point[]) {}

  perimeter(): number {
    let total = 0;
    for (let i = 0; i < this.points.length; i++) {
      total += distance(this.points[i], this.points[(i + 1) % this.points.length]);
    }
    return total;
  }
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
