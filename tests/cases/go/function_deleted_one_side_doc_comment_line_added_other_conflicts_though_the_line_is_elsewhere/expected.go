package shapes

// Deprecated: use Size.
func Len(s string) int {
	return len(s)
}
<<<<<<< left
||||||| base

// Area returns the area.
func Area(w, h int) int {
	return w * h
}
=======

// Area returns the area.
// Deprecated: use Size.
func Area(w, h int) int {
	return w * h
}
>>>>>>> right

// Perimeter returns the perimeter.
func Perimeter(w, h int) int {
	return 2 * (w + h)
}
