struct packet {
    int kind;
    union {
        int code;
        float ratio;
        char tag[8];
    };
};
