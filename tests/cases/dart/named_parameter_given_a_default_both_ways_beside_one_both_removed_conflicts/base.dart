class Gauge extends StatelessWidget {
  const Gauge({super.key, this.value, this.max = 100});

  final double? value;
}
