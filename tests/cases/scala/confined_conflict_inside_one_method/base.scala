class Backoff(baseMillis: Long) {
  def delay(attempt: Int): Long = {
    val delay = baseMillis * attempt
    val jitter = delay / 10
    delay + jitter
  }
}
