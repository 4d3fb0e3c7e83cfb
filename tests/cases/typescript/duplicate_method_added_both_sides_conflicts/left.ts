export class Queue<T> {
  private items: T[] = [];

  push(item: T): void {
    this.items.push(item);
  }

  peek(): T | undefined {
    return this.items[0];
  }

  shift(): T | undefined {
    return this.items.shift();
  }
}
