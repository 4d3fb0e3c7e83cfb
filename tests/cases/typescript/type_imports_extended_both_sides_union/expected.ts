import type { Span, Token, Trivia } from './lexer';
import { parse } from './parser';

export function spanOf(src: string): Span {
  return parse(src).span;
}

export function tokensOf(src: string): Token[] {
  return parse(src).tokens;
}

export function triviaOf(src: string): Trivia[] {
  return parse(src).trivia;
}
