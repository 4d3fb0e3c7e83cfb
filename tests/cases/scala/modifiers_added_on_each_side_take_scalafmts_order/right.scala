class Registry {
  final def lookup(name: String): Option[Entry] = entries.get(name)

  private val size: Int = 0
}
