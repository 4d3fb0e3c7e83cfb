void log(String message, {int v = 0}) {
  print('[$v] $message');
}
