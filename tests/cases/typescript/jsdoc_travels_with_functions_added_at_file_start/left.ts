/** Escapes the five HTML special characters. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function render(template: string, data: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => data[key] ?? '');
}
