class Reader implements Stream<String> {
  Reader(this.source);

  final String source;
}
