class Backoff(baseMillis: Long) {
  def delay(attempt: Int): Long = {
    val delay = baseMillis * attempt * attempt
    val jitter = delay / 10
    math.min(delay + jitter, 60000L)
  }

  def doubled: Backoff = new Backoff(baseMillis * 2)
}
