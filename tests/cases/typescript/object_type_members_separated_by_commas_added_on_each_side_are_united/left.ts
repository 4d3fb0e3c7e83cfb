export function draw(opts: { width: number, height: number, color: string }): void {
  render(opts);
}
