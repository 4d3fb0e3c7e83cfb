class Handle {
public:
    explicit Handle(int fd) : fd_(fd) {}

    int fd() const { return fd_; }

private:
    int fd_;
};
