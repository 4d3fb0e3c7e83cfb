enum Color {
    RED,
    GREEN,
    BLUE
}
