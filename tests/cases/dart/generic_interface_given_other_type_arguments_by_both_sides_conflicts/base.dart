class Reader implements Stream<int> {
  Reader(this.source);

  final String source;
}
