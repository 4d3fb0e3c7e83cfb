import './panel.css';

export function Panel({ title }: { title: string }) {
  return <section className="panel"><h2>{title}</h2></section>;
}
