package shapes

// Deprecated: use Size.
func Len(s string) int {
	return len(s)
}

// Perimeter returns the perimeter.
func Perimeter(w, h int) int {
	return 2 * (w + h)
}
