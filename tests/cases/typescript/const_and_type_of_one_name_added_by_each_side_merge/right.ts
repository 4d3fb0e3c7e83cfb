export const DEFAULT_PAGE = 1;

export type Status = "active" | "archived";
