export type Status =
  | "draft"
  | "published";

export function label(status: Status): string {
  return status.toUpperCase();
}
