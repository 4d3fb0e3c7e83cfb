import type { CardProps } from "./types";

export function cardTitle({
  title,
  subtitle,
  maxLength = 80,
}: CardProps): string {
  return subtitle ? `${title}: ${subtitle}` : title;
}
