import { alpha, beta, gamma } from "./plugins";

export const plugins = [
  alpha,
  beta,
];

export function count(): number {
  return plugins.length + 1;
}
