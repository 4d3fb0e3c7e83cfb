// Geometry primitives.
#ifndef GEOMETRY_SEGMENT_HPP
#define GEOMETRY_SEGMENT_HPP

#include <cmath>

namespace geometry {

class Segment {
public:
    Segment(double length);
    double length() const;

private:
    double length_;
};

}  // namespace geometry

#endif  // GEOMETRY_SEGMENT_HPP
