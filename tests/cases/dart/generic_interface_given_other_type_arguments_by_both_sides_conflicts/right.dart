class Reader implements Stream<List<int>> {
  Reader(this.source);

  final String source;
}
