import process from 'node:process';
import { basename } from 'node:path';

export function port() {
  return Number(process.env.PORT ?? 8080);
}

export function appName() {
  return basename(process.cwd());
}
