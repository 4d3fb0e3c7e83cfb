export { Button, Card, Modal, Tabs } from './components';
export type { ButtonProps } from './components';
