<<<<<<< left
class Reader implements Stream<String> {
||||||| base
class Reader implements Stream<int> {
=======
class Reader implements Stream<List<int>> {
>>>>>>> right
  Reader(this.source);

  final String source;
}
