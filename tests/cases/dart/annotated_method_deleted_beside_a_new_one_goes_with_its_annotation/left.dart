class Store extends ChangeNotifier {
  final List<String> items = [];

  void add(String item) {
    items.add(item);
    notifyListeners();
  }
}
