function discount(price, rate) {
  const cut = price * rate;
  return price - cut;
}

function tax(price) {
  return price * 0.2;
}
