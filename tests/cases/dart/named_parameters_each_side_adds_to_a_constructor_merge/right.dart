class Panel extends StatelessWidget {
  const Panel({super.key, required this.title, this.padding = 16});

  final String title;
  final Color? color;
  final double padding;
}
