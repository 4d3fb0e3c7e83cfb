#pragma once

#include <algorithm>

namespace util {

template <typename T>
T clamp_to(T value, T low, T high) {
    return std::min(std::max(value, low), high);
}

template <typename T>
T square(T value) {
    return value * value;
}

template <typename T>
bool between(T value, T low, T high) {
    return low <= value && value <= high;
}

}  // namespace util
