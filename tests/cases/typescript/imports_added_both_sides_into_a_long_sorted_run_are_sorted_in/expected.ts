import { alpha } from './alpha';
import { beta } from './beta';
import { delta } from './delta';
import { gamma } from './gamma';
import { kappa } from './kappa';
import { omega } from './omega';
import { zeta } from './zeta';

export function total(): number {
  const first = alpha() + delta() + zeta();
  const second = gamma() * kappa() * beta();
  return first + second + omega();
}
