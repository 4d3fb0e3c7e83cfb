function discount(price, rate) {
  const cut = Math.min(price * rate, 100);
  return price - cut;
}

function tax(price) {
  return price * 0.2;
}

function total(price, rate) {
  return discount(price, rate) + tax(price);
}
