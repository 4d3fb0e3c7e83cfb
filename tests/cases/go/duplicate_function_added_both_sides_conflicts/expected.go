package mathx

func Abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
<<<<<<< left

func Max(a, b int) int {
	if a > b {
		return a
	}
	return b
}
||||||| base
=======

func Max(a, b int) int {
	if b > a {
		return b
	}
	return a
}
>>>>>>> right

func Sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}
