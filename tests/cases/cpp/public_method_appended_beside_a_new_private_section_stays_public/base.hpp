class Buffer {
public:
    void write(const char* data);
};
