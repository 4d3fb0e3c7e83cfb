object Log {
  def info(msg: String): Unit = println(msg)
}
