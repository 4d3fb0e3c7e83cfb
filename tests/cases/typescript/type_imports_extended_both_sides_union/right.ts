import type { Span, Trivia } from './lexer';
import { parse } from './parser';

export function spanOf(src: string): Span {
  return parse(src).span;
}

export function triviaOf(src: string): Trivia[] {
  return parse(src).trivia;
}
