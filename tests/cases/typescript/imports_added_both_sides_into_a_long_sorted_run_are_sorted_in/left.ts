import { alpha } from './alpha';
import { zeta } from './zeta';
import { delta } from './delta';
import { gamma } from './gamma';
import { kappa } from './kappa';
import { omega } from './omega';

export function total(): number {
  const first = alpha() + delta() + zeta();
  const second = gamma() + kappa();
  return first + second + omega();
}
