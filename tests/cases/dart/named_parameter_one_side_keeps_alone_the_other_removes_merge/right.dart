class Tile extends StatelessWidget {
  const Tile({super.key, this.title, this.color, this.padding = 8});
}
