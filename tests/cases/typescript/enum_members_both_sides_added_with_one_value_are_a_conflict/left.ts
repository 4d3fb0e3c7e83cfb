export enum Code {
  Ok = 0,
  NotFound = 1,
  Timeout = 2,
}

export function f(): Code {
  return Code.Ok;
}
