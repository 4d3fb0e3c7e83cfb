import type { Base, Clickable, Sized, Themed } from "./shapes";

export type ButtonProps = Base & Sized & Clickable & Themed;
