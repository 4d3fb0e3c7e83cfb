Widget badge() {
  return Container(
    width: 24,
    color: Colors.blue,
    child: const Text('1'),
  );
}
