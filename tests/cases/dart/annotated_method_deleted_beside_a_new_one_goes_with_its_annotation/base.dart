class Store extends ChangeNotifier {
  final List<String> items = [];

  @Deprecated('Use add')
  void push(String item) => add(item);

  void add(String item) {
    items.add(item);
    notifyListeners();
  }
}
