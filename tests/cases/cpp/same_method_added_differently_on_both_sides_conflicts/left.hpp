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
    int find(const std::string& name) const;

private:
    std::vector<std::string> names_;
    int capacity_ = 16;
};

}  // namespace shapes
