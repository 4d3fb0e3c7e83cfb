import { render } from './render';

export function show(text: string): string {
  return render(text);
}

export function plain(text: string): string {
  return text.trim();
}

export function loud(text: string): string {
  return text.toUpperCase();
}
