<<<<<<< left
export { parse, render as draw };
||||||| base
export { parse, render };
=======
export { parse, render, draw };
>>>>>>> right
