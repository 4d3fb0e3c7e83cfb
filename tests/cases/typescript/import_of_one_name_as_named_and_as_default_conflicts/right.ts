import { parse } from "./config";
import validate from "./config";

export function load(text: string) {
  return parse(text);
}

export function check(text: string) {
  return validate(parse(text));
}
