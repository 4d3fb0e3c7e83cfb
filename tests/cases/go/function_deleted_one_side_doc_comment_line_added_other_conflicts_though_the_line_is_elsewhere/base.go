package shapes

// Deprecated: use Size.
func Len(s string) int {
	return len(s)
}

// Area returns the area.
func Area(w, h int) int {
	return w * h
}

// Perimeter returns the perimeter.
func Perimeter(w, h int) int {
	return 2 * (w + h)
}
