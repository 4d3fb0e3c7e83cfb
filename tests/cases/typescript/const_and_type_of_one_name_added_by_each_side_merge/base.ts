export const DEFAULT_PAGE = 1;
