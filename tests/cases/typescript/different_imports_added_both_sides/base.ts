import { Logger } from './logger';

export function boot(log: Logger): void {
  log.info('booting');
}
