export function Title({ text }: { text: string }) {
  return <h1>{text}</h1>;
}

// Used by the print stylesheet only.
export function Caption({ text }: { text: string }) {
  return <small className="caption">{text}</small>;
}
