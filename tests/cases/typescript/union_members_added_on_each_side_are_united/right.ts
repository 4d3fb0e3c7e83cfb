export type Status =
  | "draft"
  | "published"
  | "scheduled";

export function label(status: Status): string {
  return status.toUpperCase();
}
