export class Queue<T> {
  private items: T[] = [];

  push(item: T): void {
    this.items.push(item);
  }
<<<<<<< left

  peek(): T | undefined {
    return this.items[0];
  }
||||||| base
=======

  peek(): T {
    if (this.items.length === 0) throw new Error('empty queue');
    return this.items[0];
  }
>>>>>>> right

  shift(): T | undefined {
    return this.items.shift();
  }
}
