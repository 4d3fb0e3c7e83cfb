import { resolve } from 'node:path';
import { existsSync } from 'node:fs';

export const root: string = resolve('.');

export function hasLockfile(): boolean {
  return existsSync(resolve(root, 'package-lock.json'));
}
