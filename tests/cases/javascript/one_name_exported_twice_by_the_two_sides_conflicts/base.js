export { parse, render };
