package geom

import "fmt"

type Rect struct {
	W, H float64
}

type Square struct {
	Side float64
}

func Describe(v fmt.Stringer) string {
	return "shape " + v.String()
}

func (s *Square) String() string {
	return fmt.Sprintf("square %g", s.Side)
}
