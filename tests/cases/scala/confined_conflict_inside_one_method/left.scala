class Backoff(baseMillis: Long) {
  def delay(attempt: Int): Long = {
    val delay = baseMillis << math.min(attempt, 16)
    val jitter = delay / 10
    delay + jitter
  }

  def base: Long = baseMillis
}
