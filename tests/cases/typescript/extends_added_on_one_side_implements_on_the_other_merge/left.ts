import { BaseStore } from "./base-store";
import { Logger } from "./logger";

export class CacheStore extends BaseStore {
  private entries = new Map<string, string>();

  constructor(private readonly logger: Logger) {
    super();
  }

  get(key: string): string | undefined {
    return this.entries.get(key);
  }
}
