export type Price = number;

export interface Item {
  price: number;
  quantity: number;
}

export function total(items: Item[], taxRate = 0): number {
  const net = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return net * (1 + taxRate);
}
