class Toast {
  const Toast({required this.text});

  final String text;
}
