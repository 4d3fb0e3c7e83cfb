class Store extends ChangeNotifier {
  final List<String> items = [];

  void clear() {
    items.clear();
    notifyListeners();
  }

  void add(String item) {
    items.add(item);
    notifyListeners();
  }
}
