class Retry {
  Retry({required this.attempts, this.delay = 250});

  final int attempts;
  final int delay;
}
