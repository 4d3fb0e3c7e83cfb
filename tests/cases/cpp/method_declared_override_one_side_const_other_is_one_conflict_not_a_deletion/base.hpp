class Circle : public Shape {
public:
    explicit Circle(double r) : r_(r) {}
    double area();
    double perimeter() const;

private:
    double r_;
};
