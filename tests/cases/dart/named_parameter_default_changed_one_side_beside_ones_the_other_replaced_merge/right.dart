class Swatch extends StatelessWidget {
  const Swatch({super.key, this.label, this.icon, this.fill = Colors.grey, this.border = Colors.black});
}
