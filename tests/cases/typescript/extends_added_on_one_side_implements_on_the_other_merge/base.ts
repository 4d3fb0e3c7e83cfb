import { Logger } from "./logger";

export class CacheStore {
  private entries = new Map<string, string>();

  constructor(private readonly logger: Logger) {}

  get(key: string): string | undefined {
    return this.entries.get(key);
  }
}
