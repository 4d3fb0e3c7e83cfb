class Clock {
  fun now(): Long = 0
<<<<<<< left

  fun today(): Long = now() / 86400
||||||| base
=======

  fun today(): Long = now() / 86_400
>>>>>>> right
}
