object Log {
  def info(msg: String): Unit = println(msg)

  def warn(msg: String): Unit = println(s"WARN $msg")

  def warn(msg: String, cause: Throwable): Unit = println(s"WARN $msg: ${cause.getMessage}")
}
