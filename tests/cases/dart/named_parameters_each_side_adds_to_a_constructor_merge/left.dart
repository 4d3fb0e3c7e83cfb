class Panel extends StatelessWidget {
  const Panel({super.key, required this.title, this.color});

  final String title;
  final Color? color;
  final double padding;
}
