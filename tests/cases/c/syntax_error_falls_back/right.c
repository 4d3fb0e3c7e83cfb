int one(void) { return 1; }
int two(void) { return 2; }
