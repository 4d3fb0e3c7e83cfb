function mean(xs) {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

function max(xs) {
  return Math.max(...xs);
}

function min(xs) {
  return Math.min(...xs);
}

module.exports = {
  mean,
  max,
  min,
};
