import { sum } from './math';
<<<<<<< left
import isEqual from 'lodash/isEqual';
||||||| base
=======
import { isEqual } from './compare';
>>>>>>> right

export const total = (xs: number[]): number => sum(xs);
<<<<<<< left

export const same = (a: number[], b: number[]): boolean => isEqual(a, b);
||||||| base
=======

export const unchanged = (a: number[], b: number[]): boolean => isEqual(a, b);
>>>>>>> right
