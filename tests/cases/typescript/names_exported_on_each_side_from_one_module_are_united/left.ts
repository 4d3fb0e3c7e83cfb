export { Button, Card, Modal } from './components';
export type { ButtonProps } from './components';
