import { resolve } from 'node:path';

export const root: string = resolve('.');
