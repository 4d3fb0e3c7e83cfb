export function draw(opts: { width: number, height: number, scale: number }): void {
  render(opts);
}
