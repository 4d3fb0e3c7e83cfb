export { Button, Card, Tabs } from './components';
export type { ButtonProps } from './components';
