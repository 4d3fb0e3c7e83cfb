class Badge extends StatelessWidget {
  const Badge({super.key});

  @override
  Widget build(BuildContext context) {
    return Container(
      width: 24,
      color: Colors.red,
      child: const Text('1'),
    );
  }
}
