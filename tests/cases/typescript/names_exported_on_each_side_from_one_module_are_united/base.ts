export { Button, Card } from './components';
export type { ButtonProps } from './components';
