import { sum } from './math';

export const total = (xs: number[]): number => sum(xs);
