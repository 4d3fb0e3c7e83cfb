#pragma once

class Point {
public:
    Point(int x, int y);
    int x() const;
    double norm() const;

private:
    int x_;
    int y_;
};
