enum Unit {
    METRE,
    FOOT(0.305);
}
