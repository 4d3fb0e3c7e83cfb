export function fullName(first: string, last: string): string {
  const full = `${first} ${last}`;
  return full.trim();
}

export function greet(name: string): string {
  return `Hello, ${name}`;
}
