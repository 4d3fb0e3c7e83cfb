enum status {
    STATUS_OK = 200,
    STATUS_CREATED,
<<<<<<< left
    STATUS_ACCEPTED,
||||||| base
=======
    STATUS_PARTIAL = 202,
>>>>>>> right
};

const char *status_text(enum status s);
