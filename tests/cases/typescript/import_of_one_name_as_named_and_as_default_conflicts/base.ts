import { parse } from "./config";

export function load(text: string) {
  return parse(text);
}
