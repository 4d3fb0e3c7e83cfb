import { parse } from './legacy/parser';
import { render } from './render';

export function show(text: string): string {
  return render(parse(text));
}

export function plain(text: string): string {
  return text.trim();
}
