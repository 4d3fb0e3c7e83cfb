enum status {
    STATUS_OK = 200,
    STATUS_CREATED,
    STATUS_PARTIAL = 202,
};

const char *status_text(enum status s);
