#pragma once

#include <cstddef>
#include <string>

namespace geo {

struct Point {
    double x = 0.0;
    double y = 0.0;
};

}  // namespace geo
