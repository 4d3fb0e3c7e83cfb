export class Store implements Disposable, Iterable<string>, Serializable {
  dispose(): void {}
}
