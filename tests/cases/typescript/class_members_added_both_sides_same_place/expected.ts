export class Inventory {
  private items = new Map<string, number>();

  add(sku: string, count: number): void {
    this.items.set(sku, this.count(sku) + count);
  }

  remove(sku: string): boolean {
    return this.items.delete(sku);
  }

  has(sku: string): boolean {
    return this.count(sku) > 0;
  }

  count(sku: string): number {
    return this.items.get(sku) ?? 0;
  }
}
