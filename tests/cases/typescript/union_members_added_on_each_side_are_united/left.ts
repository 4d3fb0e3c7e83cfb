export type Status =
  | "draft"
  | "published"
  | "archived";

export function label(status: Status): string {
  return status.toUpperCase();
}
