trait Clock {
  def now(): Long

  def today(): Long = now() / (24L * 60 * 60 * 1000)
}
