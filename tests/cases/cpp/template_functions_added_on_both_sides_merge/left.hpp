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

}  // namespace util
