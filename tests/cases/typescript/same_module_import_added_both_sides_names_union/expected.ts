import { resolve } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';

export const root: string = resolve('.');

export function hasLockfile(): boolean {
  return existsSync(resolve(root, 'package-lock.json'));
}

export function readManifest(): unknown {
  return JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
}
