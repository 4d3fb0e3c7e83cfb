Widget badge() {
  return Container(
    width: 24,
    color: Colors.red,
    child: const Text('1'),
  );
}
