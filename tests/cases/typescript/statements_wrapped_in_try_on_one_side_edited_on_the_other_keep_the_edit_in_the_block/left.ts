import { readFileSync } from "fs";

export function loadConfig(path: string): Config {
  try {
    const raw = readFileSync(path, "utf8");
    const parsed = JSON.parse(raw);
    return normalize(parsed);
  } catch (err) {
    throw new ConfigError(path, err);
  }
}
