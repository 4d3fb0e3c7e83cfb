import type { CardProps } from "./types";

export function cardTitle({
  title,
  subtitle,
  prefix,
  maxLength = 80,
}: CardProps): string {
  return subtitle ? `${title}: ${subtitle}` : title;
}
