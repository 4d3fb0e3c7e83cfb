enum Color {
    RED,
    GREEN,
    BLUE;

    int x() { return 1; }
}
