void log(String message, {int v = 1, String? tag, bool flush = false}) {
  print('[$v] $message');
}
