class Gauge extends StatelessWidget {
<<<<<<< left
  const Gauge({super.key, this.value = 100});
||||||| base
  const Gauge({super.key, this.value, this.max = 100});
=======
  const Gauge({super.key, this.value = 0});
>>>>>>> right

  final double? value;
}
