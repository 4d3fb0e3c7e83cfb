import { sum } from './math';
import { isEqual } from './compare';

export const total = (xs: number[]): number => sum(xs);

export const unchanged = (a: number[], b: number[]): boolean => isEqual(a, b);
