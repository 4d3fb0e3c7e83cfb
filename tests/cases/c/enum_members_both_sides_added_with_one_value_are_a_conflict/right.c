enum code {
    CODE_OK = 0,
    CODE_NOT_FOUND = 1,
    CODE_DENIED = 2,
};

int f(void) { return CODE_OK; }
