export function Menu({ items }: { items: string[] }) {
  return <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>;
}

export function Logo() {
  return <img src="/logo.svg" alt="Acme" width={120} />;
}
