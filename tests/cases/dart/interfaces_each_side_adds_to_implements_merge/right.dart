class Store extends Base implements Listenable, Comparable {
  void listen() {}
}
