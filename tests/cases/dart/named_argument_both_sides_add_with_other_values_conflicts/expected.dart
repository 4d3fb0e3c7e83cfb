Widget badge() {
  return Container(
    width: 24,
<<<<<<< left
    color: Colors.red,
||||||| base
=======
    color: Colors.blue,
>>>>>>> right
    child: const Text('1'),
  );
}
