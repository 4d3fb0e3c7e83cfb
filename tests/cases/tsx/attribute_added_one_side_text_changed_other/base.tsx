export function Title({ name }: { name: string }) {
  return <h1>Hello, {name}</h1>;
}
