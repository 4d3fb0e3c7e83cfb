package shapes

import "math"

type Circle struct {
	R float64
}

func (c Circle) Area() float64 {
	return math.Pi * c.R * c.R
}

func (c Circle) Diameter() float64 {
	return 2 * c.R
}

func NewCircle(r float64) Circle {
	return Circle{R: r}
}
