class Retry {
  Retry({required this.attempts});

  final int attempts;
}
