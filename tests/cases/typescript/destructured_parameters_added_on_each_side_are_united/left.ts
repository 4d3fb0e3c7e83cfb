import type { CardProps } from "./types";

export function cardTitle({
  title,
  subtitle,
  prefix,
}: CardProps): string {
  return subtitle ? `${title}: ${subtitle}` : title;
}
