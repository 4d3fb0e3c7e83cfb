class Store extends Base implements Listenable, Disposable {
  void listen() {}
}
