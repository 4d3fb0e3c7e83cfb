class Retry {
  Retry({required this.attempts, this.delay = 100});

  final int attempts;
  final int delay;
}
