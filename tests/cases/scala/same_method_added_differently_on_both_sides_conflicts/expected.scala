trait Clock {
  def now(): Long
<<<<<<< left

  def today(): Long = now() / 86400000L
||||||| base
=======

  def today(): Long = now() / (24L * 60 * 60 * 1000)
>>>>>>> right
}
