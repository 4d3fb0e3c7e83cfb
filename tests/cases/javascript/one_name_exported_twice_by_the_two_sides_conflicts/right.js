export { parse, render, draw };
