<<<<<<< left
int one(void) { return 1 }
||||||| base
int one(void) { return 1; }
=======
int one(void) { return 1; }
int two(void) { return 2; }
>>>>>>> right
