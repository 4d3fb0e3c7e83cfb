package shop

import (
	"fmt"
)

func Price(cents int) string {
	return fmt.Sprintf("%d.%02d", cents/100, cents%100)
}

func Free() string {
	return Price(0)
}

func Tax(cents int64) int64 {
	return cents / 5
}
