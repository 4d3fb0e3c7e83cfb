export { parse, render as draw };
