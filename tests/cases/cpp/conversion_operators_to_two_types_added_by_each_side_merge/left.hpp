class Handle {
public:
    explicit Handle(int fd) : fd_(fd) {}

    int fd() const { return fd_; }

    explicit operator bool() const { return fd_ >= 0; }

private:
    int fd_;
};
