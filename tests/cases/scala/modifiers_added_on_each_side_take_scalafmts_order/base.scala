class Registry {
  def lookup(name: String): Option[Entry] = entries.get(name)

  val size: Int = 0
}
