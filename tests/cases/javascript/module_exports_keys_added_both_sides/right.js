function mean(xs) {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

function min(xs) {
  return Math.min(...xs);
}

module.exports = {
  mean,
  min,
};
