import type { Base, Sized } from "./shapes";

export type ButtonProps = Base & Sized;
