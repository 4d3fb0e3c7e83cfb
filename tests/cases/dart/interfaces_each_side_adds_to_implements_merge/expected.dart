class Store extends Base implements Listenable, Disposable, Comparable {
  void listen() {}
}
