void log(String message, {int v = 0, String? tag}) {
  print('[$v] $message');
}
