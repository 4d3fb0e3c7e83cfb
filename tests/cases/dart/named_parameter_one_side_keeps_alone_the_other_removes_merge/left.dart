class Tile extends StatelessWidget {
  const Tile({super.key, this.child, this.onTap = 8});
}
