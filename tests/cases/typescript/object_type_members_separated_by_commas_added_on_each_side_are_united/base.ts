export function draw(opts: { width: number, height: number }): void {
  render(opts);
}
