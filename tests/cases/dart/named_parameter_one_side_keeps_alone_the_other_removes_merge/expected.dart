class Tile extends StatelessWidget {
  const Tile({super.key, this.onTap = 8});
}
