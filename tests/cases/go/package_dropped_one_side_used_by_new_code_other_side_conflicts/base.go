package shop

import (
	"fmt"

	"example.com/legacy/money"
)

func Price(cents int) string {
	return money.Format(cents)
}

func Tax(cents int) int {
	return cents / 5
}
