import process from 'node:process';

export function port() {
  return Number(process.env.PORT ?? 8080);
}
