struct packet {
    int kind;
    union {
        int code;
        float ratio;
        long stamp;
        char tag[8];
    };
};
