enum status {
    STATUS_OK = 200,
    STATUS_CREATED,
};

const char *status_text(enum status s);
