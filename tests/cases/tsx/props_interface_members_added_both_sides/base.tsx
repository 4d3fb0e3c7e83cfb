export interface ButtonProps {
  label: string;
  onClick(): void;
}

export function Button({ label, onClick }: ButtonProps) {
  return <button onClick={onClick}>{label}</button>;
}
