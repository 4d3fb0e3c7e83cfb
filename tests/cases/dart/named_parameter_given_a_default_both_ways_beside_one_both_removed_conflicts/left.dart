class Gauge extends StatelessWidget {
  const Gauge({super.key, this.value = 100});

  final double? value;
}
