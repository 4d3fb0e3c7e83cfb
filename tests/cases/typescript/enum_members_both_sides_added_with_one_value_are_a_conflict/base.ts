export enum Code {
  Ok = 0,
  NotFound = 1,
}

export function f(): Code {
  return Code.Ok;
}
