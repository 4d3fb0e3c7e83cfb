enum code {
    CODE_OK = 0,
    CODE_NOT_FOUND = 1,
<<<<<<< left
    CODE_TIMEOUT = 2,
||||||| base
=======
    CODE_DENIED = 2,
>>>>>>> right
};

int f(void) { return CODE_OK; }
