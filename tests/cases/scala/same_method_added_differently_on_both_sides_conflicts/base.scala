trait Clock {
  def now(): Long
}
