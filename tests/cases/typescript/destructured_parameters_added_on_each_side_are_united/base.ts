import type { CardProps } from "./types";

export function cardTitle({
  title,
  subtitle,
}: CardProps): string {
  return subtitle ? `${title}: ${subtitle}` : title;
}
