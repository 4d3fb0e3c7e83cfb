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

<<<<<<< left
func Tax(cents int64) int64 {
||||||| base
func Tax(cents int) int {
=======
func Discount(cents, pct int) string {
	return money.Format(cents * (100 - pct) / 100)
}

func Tax(cents int) int {
>>>>>>> right
	return cents / 5
}
