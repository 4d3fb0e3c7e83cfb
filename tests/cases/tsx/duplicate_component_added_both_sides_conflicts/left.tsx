export function Price({ cents }: { cents: number }) {
  return <span>{(cents / 100).toFixed(2)}</span>;
}

export function Discount({ percent }: { percent: number }) {
  return <span className="discount">-{percent}%</span>;
}
