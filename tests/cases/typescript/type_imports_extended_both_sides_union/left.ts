import type { Span, Token } from './lexer';
import { parse } from './parser';

export function spanOf(src: string): Span {
  return parse(src).span;
}

export function tokensOf(src: string): Token[] {
  return parse(src).tokens;
}
