package shop

func Sum(prices []int) int {
	sum := 0 // cents
	for _, p := range prices {
		sum += p
	}
	return sum
}

func Count(prices []int) int {
	return len(prices)
}
