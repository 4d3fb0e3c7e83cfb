export function formatName(first: string, last: string): string {
  const full = `${first} ${last}`.normalize();
  return full.trim();
}

export function greet(name: string): string {
  return `Hello, ${name}`;
}
