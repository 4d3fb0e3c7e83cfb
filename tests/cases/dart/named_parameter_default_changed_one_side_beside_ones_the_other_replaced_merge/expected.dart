class Swatch extends StatelessWidget {
  const Swatch({super.key, this.border = Colors.black, this.shadow = Colors.black});
}
