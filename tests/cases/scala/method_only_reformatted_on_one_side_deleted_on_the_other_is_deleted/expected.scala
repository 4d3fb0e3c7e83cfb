class Registry {
  private val entries = scala.collection.mutable.Map.empty[String, Int]

  def lookup(name: String): Option[Int] = entries.get(name)

  def size: Int = entries.size
}
