import './panel.css';
import { useId, useState } from 'react';

export function Panel({ title }: { title: string }) {
  return <section className="panel"><h2>{title}</h2></section>;
}

export function Field({ label }: { label: string }) {
  const id = useId();
  return <label htmlFor={id}>{label}<input id={id} /></label>;
}

export function Toggle() {
  const [on, setOn] = useState(false);
  return <button onClick={() => setOn(!on)}>{on ? 'On' : 'Off'}</button>;
}
