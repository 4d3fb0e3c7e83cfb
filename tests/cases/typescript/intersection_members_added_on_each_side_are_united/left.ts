import type { Base, Clickable, Sized } from "./shapes";

export type ButtonProps = Base & Sized & Clickable;
