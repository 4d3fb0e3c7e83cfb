class Swatch extends StatelessWidget {
  const Swatch({super.key, this.border = Colors.grey, this.shadow = Colors.black});
}
