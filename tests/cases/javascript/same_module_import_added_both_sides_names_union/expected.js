import process from 'node:process';
import { basename, join } from 'node:path';

export function port() {
  return Number(process.env.PORT ?? 8080);
}

export function appName() {
  return basename(process.cwd());
}

export function configPath() {
  return join(process.cwd(), 'config.json');
}
