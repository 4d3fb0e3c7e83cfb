export const DEFAULT_PAGE = 1;

export const Status = {
  Active: "active",
  Archived: "archived",
} as const;

export type Status = "active" | "archived";
