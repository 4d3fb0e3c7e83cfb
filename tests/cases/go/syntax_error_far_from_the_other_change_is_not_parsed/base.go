package units

func Meters(km float64) float64 {
	return km * 1000
}

func Feet(m float64) float64 {
	return m * 3.28084
}

func Inches(m float64) float64 {
	return m * 39.37
}
