class Retry {
<<<<<<< left
  Retry({required this.attempts, this.delay = 100});
||||||| base
  Retry({required this.attempts});
=======
  Retry({required this.attempts, this.delay = 250});
>>>>>>> right

  final int attempts;
  final int delay;
}
