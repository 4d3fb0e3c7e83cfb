enum code {
    CODE_OK = 0,
    CODE_NOT_FOUND = 1,
};

int f(void) { return CODE_OK; }
