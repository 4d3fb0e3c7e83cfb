class Buffer {
public:
    void write(const char* data);
    void flush();
private:
    void grow(int bytes);
};
