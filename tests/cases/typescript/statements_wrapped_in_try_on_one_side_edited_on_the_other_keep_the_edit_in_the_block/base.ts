import { readFileSync } from "fs";

export function loadConfig(path: string): Config {
  const raw = readFileSync(path, "utf8");
  const parsed = JSON.parse(raw);
  return normalize(parsed);
}
