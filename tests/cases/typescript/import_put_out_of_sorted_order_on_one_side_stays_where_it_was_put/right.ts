import { alpha } from './alpha';
import { delta } from './delta';
import { gamma } from './gamma';
import { kappa } from './kappa';
import { omega } from './omega';

export function total(): number {
  const first = alpha() + delta();
  const second = gamma() * kappa();
  return first + second + omega();
}
