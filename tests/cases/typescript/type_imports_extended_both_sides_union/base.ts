import type { Span } from './lexer';
import { parse } from './parser';

export function spanOf(src: string): Span {
  return parse(src).span;
}
