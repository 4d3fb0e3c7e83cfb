Widget badge() {
  return Container(
    width: 24,
    child: const Text('1'),
  );
}
