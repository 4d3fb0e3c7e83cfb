export class Store implements Disposable {
  dispose(): void {}
}
