class Toast {
<<<<<<< left
  const Toast({required this.text});
||||||| base
  const Toast({required this.text, this.seconds = 2});
=======
  const Toast({required this.text, this.seconds = 4});
>>>>>>> right

  final String text;
}
