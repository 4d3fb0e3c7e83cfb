export class Store implements Disposable, Iterable<string> {
  dispose(): void {}
}
