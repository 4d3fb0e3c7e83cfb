trait Clock {
  def now(): Long

  def today(): Long = now() / 86400000L
}
