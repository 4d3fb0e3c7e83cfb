export type Status =
  | "draft"
  | "published"
  | "archived"
  | "scheduled";

export function label(status: Status): string {
  return status.toUpperCase();
}
