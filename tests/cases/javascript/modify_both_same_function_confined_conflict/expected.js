function discount(price, rate) {
<<<<<<< left
  const cut = Math.min(price * rate, 100);
||||||| base
  const cut = price * rate;
=======
  const cut = Math.round(price * rate);
>>>>>>> right
  return price - cut;
}

function tax(price) {
  return price * 0.21;
}

function total(price, rate) {
  return discount(price, rate) + tax(price);
}
