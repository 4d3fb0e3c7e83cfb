import { BaseStore } from "./base-store";
import { Disposable } from "./disposable";
import { Logger } from "./logger";

export class CacheStore extends BaseStore implements Disposable {
  private entries = new Map<string, string>();

  constructor(private readonly logger: Logger) {
    super();
  }

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  dispose(): void {
    this.entries.clear();
  }
}
