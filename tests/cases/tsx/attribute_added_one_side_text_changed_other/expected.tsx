export function Title({ name }: { name: string }) {
  return <h1 className="greeting">Welcome back, {name}</h1>;
}
