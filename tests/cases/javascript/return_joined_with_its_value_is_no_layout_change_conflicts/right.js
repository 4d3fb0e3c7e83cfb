export function total(items) {
  const sum = items.reduce((a, b) => a + b.price, 0)
  return
    Math.round(sum * 1.2)
}
