<<<<<<< left
import { parse, validate } from "./config";
||||||| base
import { parse } from "./config";
=======
import { parse } from "./config";
import validate from "./config";
>>>>>>> right

export function load(text: string) {
  return validate(parse(text));
}

export function check(text: string) {
  return validate(parse(text));
}
