#pragma once

#include <string>
#include <vector>

namespace shapes {

// A stack of shapes, drawn from the top.
class ShapeStack {
public:
    ShapeStack();
    explicit ShapeStack(int capacity);

    void push(const std::string& name);
    std::string pop();
    void clear();
    bool empty() const;

private:
    std::vector<std::string> names_;
    int capacity_ = 16;
    bool frozen_ = false;
    int version_ = 0;
};

}  // namespace shapes
