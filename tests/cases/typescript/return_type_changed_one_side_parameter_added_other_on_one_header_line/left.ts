export type Price = number;

export interface Item {
  price: number;
  quantity: number;
}

export function total(items: Item[]): Price {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}
