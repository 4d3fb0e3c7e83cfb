class Circle : public Shape {
public:
    explicit Circle(double r) : r_(r) {}
    double area() const;
    double perimeter() const;

private:
    double r_;
};
