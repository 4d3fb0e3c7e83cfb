int one(void) { return 1 }
