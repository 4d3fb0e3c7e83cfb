import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';

export const root: string = resolve('.');

export function readManifest(): unknown {
  return JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
}
