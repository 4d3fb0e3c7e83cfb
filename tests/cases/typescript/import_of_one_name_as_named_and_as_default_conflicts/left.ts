import { parse, validate } from "./config";

export function load(text: string) {
  return validate(parse(text));
}
