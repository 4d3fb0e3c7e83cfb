class Handle {
public:
    explicit Handle(int fd) : fd_(fd) {}

    operator int() const { return fd_; }

    int fd() const { return fd_; }

private:
    int fd_;
};
