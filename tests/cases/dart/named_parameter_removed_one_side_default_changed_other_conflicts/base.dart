class Toast {
  const Toast({required this.text, this.seconds = 2});

  final String text;
  final int seconds;
}
