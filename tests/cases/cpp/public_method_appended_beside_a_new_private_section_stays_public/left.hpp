class Buffer {
public:
    void write(const char* data);
private:
    void grow(int bytes);
};
