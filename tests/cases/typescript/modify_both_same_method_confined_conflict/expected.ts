export class RetryPolicy {
  constructor(private readonly attempts: number) {}

  delayFor(attempt: number): number {
<<<<<<< left
    const base = 250;
||||||| base
    const base = 100;
=======
    const base = 50;
>>>>>>> right
    return base * 2 ** attempt;
  }

  shouldRetry(attempt: number, error?: Error): boolean {
    return attempt < this.attempts && !(error instanceof TypeError);
  }
}
