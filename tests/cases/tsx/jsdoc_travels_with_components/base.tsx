export function Title({ text }: { text: string }) {
  return <h1>{text}</h1>;
}
