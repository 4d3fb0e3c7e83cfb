package shop

import (
	"fmt"

	"example.com/legacy/money"
)

func Price(cents int) string {
	return money.Format(cents)
}

func Discount(cents, pct int) string {
	return money.Format(cents * (100 - pct) / 100)
}

func Tax(cents int) int {
	return cents / 5
}
