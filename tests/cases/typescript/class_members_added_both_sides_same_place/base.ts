export class Inventory {
  private items = new Map<string, number>();

  add(sku: string, count: number): void {
    this.items.set(sku, this.count(sku) + count);
  }

  count(sku: string): number {
    return this.items.get(sku) ?? 0;
  }
}
