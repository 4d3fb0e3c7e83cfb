enum status {
    STATUS_OK = 200,
    STATUS_CREATED,
    STATUS_ACCEPTED,
};

const char *status_text(enum status s);
