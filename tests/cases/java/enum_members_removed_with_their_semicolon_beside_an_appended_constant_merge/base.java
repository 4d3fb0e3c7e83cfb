enum Color {
    RED,
    GREEN;

    int x() { return 1; }
}
