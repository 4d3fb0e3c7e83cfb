export interface ButtonProps {
  label: string;
  onClick(): void;
  variant?: 'primary' | 'secondary';
}

export function Button({ label, onClick }: ButtonProps) {
  return <button onClick={onClick}>{label}</button>;
}
