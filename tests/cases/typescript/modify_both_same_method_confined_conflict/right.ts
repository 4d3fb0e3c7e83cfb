export class RetryPolicy {
  constructor(private readonly attempts: number) {}

  delayFor(attempt: number): number {
    const base = 50;
    return base * 2 ** attempt;
  }

  shouldRetry(attempt: number, error?: Error): boolean {
    return attempt < this.attempts && !(error instanceof TypeError);
  }
}
