export function Title({ text }: { text: string }) {
  return <h1>{text}</h1>;
}

/**
 * A subtitle under the page title.
 * Renders nothing for an empty string.
 */
export function Subtitle({ text }: { text: string }) {
  return text ? <h2>{text}</h2> : null;
}
