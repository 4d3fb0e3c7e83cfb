class Gauge extends StatelessWidget {
  const Gauge({super.key, this.value = 0});

  final double? value;
}
