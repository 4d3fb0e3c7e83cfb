import type { Base, Sized, Themed } from "./shapes";

export type ButtonProps = Base & Sized & Themed;
