class Store extends Base implements Listenable {
  void listen() {}
}
