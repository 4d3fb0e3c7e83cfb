enum Unit {
    METRE;
}
