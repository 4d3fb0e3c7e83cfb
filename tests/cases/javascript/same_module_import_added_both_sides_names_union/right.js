import process from 'node:process';
import { join } from 'node:path';

export function port() {
  return Number(process.env.PORT ?? 8080);
}

export function configPath() {
  return join(process.cwd(), 'config.json');
}
