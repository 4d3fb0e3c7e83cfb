export function Title({ name }: { name: string }) {
  return <h1>Welcome back, {name}</h1>;
}
