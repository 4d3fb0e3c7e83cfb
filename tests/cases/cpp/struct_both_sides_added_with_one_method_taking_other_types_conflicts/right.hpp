#pragma once

#include <cstddef>
#include <functional>
#include <string>

namespace geo {

struct Point {
    double x = 0.0;
    double y = 0.0;
};

struct PointHash {
    std::size_t operator()(const Point* p) const {
        return p == nullptr ? 0 : std::hash<double>()(p->x + 31.0 * p->y);
    }
};

}  // namespace geo
