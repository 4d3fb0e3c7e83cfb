class Backoff(baseMillis: Long) {
  def delay(attempt: Int): Long = {
<<<<<<< left
    val delay = baseMillis << math.min(attempt, 16)
||||||| base
    val delay = baseMillis * attempt
=======
    val delay = baseMillis * attempt * attempt
>>>>>>> right
    val jitter = delay / 10
    math.min(delay + jitter, 60000L)
  }

  def base: Long = baseMillis

  def doubled: Backoff = new Backoff(baseMillis * 2)
}
