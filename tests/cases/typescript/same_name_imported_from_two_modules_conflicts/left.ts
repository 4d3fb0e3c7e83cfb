import { sum } from './math';
import isEqual from 'lodash/isEqual';

export const total = (xs: number[]): number => sum(xs);

export const same = (a: number[], b: number[]): boolean => isEqual(a, b);
