export function total(items) {
  const sum = items.reduce((a, b) => a + b.price, 0)
<<<<<<< left
  return sum * 1.2
||||||| base
  return
    sum * 1.2
=======
  return
    Math.round(sum * 1.2)
>>>>>>> right
}
