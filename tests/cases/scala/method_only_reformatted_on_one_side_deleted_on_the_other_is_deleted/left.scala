class Registry {
  private val entries = scala.collection.mutable.Map.empty[String, Int]

  def register(name: String, id: Int): Unit = {
    entries.update(name, id)
  }

  def lookup(name: String): Option[Int] = entries.get(name)
}
