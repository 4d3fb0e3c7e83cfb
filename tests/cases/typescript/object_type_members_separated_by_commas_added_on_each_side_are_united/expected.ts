export function draw(opts: { width: number, height: number, color: string, scale: number }): void {
  render(opts);
}
