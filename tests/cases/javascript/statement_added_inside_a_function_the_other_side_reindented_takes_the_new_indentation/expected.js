export function total(items) {
  let sum = 0;
  for (const item of items) {
    if (item.free) {
      continue;
    }
    sum += item.price;
  }
  return sum;
}
