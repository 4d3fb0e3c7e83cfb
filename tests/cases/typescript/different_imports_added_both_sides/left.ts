import { Logger } from './logger';
import { loadConfig } from './config';

export function boot(log: Logger): void {
  log.info('booting');
  loadConfig();
}
