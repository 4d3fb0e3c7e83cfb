#pragma once

#include <string>

class Buffer {
public:
    void append(const std::string& s);
    void append(char c);

    std::size_t size() const { return data_.size(); }

private:
    std::string data_;
};
