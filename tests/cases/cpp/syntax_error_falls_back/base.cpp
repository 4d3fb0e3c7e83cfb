#include "shape_stack.hpp"

#include <stdexcept>

namespace shapes {

ShapeStack::ShapeStack() = default;

ShapeStack::ShapeStack(int capacity) : capacity_(capacity) {}

void ShapeStack::push(const std::string& name) {
    if (static_cast<int>(names_.size()) >= capacity_) {
        throw std::length_error("stack is full");
    }
    names_.push_back(name);
}

std::string ShapeStack::pop() {
    std::string top = names_.back();
    names_.pop_back();
    return top;
}

}  // namespace shapes
