void log(String message, {int v = 1, bool flush = false}) {
  print('[$v] $message');
}
