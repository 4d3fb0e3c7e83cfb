const path = require("path");

function resolve(name) {
  return path.resolve(name);
}

module.exports = { resolve };
