export class RetryPolicy {
  constructor(private readonly attempts: number) {}

  delayFor(attempt: number): number {
    const base = 250;
    return base * 2 ** attempt;
  }

  shouldRetry(attempt: number): boolean {
    return attempt < this.attempts;
  }
}
