class Toast {
  const Toast({required this.text, this.seconds = 4});

  final String text;
  final int seconds;
}
