export class Store implements Disposable, Serializable {
  dispose(): void {}
}
