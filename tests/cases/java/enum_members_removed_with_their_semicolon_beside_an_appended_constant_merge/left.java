enum Color {
    RED,
    GREEN
}
