import type { BaseProps } from "./base";

export type ButtonProps = BaseProps & {
  label: string;
  onClick(): void;
  disabled?: boolean;
};
