enum Unit {
    METRE,
    FOOT(0.3048);
}
