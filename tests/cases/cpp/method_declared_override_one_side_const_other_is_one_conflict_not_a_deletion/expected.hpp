class Circle : public Shape {
public:
    explicit Circle(double r) : r_(r) {}
<<<<<<< left
    double area() override;
||||||| base
    double area();
=======
    double area() const;
>>>>>>> right
    double perimeter() const;

private:
    double r_;
};
