import { Logger } from './logger';
import { loadConfig } from './config';
import * as metrics from './metrics';

export function boot(log: Logger): void {
  metrics.increment('boot');
  log.info('booting');
  loadConfig();
}
