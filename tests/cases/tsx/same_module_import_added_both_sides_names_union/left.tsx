import './panel.css';
import { useId } from 'react';

export function Panel({ title }: { title: string }) {
  return <section className="panel"><h2>{title}</h2></section>;
}

export function Field({ label }: { label: string }) {
  const id = useId();
  return <label htmlFor={id}>{label}<input id={id} /></label>;
}
