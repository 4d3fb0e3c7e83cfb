import { Disposable } from "./disposable";
import { Logger } from "./logger";

export class CacheStore implements Disposable {
  private entries = new Map<string, string>();

  constructor(private readonly logger: Logger) {}

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  dispose(): void {
    this.entries.clear();
  }
}
