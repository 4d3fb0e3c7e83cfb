export function Title({ name }: { name: string }) {
  return <h1 className="greeting">Hello, {name}</h1>;
}
