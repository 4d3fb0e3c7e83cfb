function discount(price, rate) {
  const cut = Math.round(price * rate);
  return price - cut;
}

function tax(price) {
  return price * 0.21;
}
