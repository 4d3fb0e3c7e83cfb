import type { BaseProps } from "./base";

export type ButtonProps = BaseProps & {
  label: string;
  onClick(): void;
<<<<<<< left
  size: number;
||||||| base
=======
  size: "sm" | "lg";
>>>>>>> right
};
