package report

import (
	"fmt"
	"strings"
)

func Title(s string) string {
	return strings.ToUpper(s)
}

func Line(k, v string) string {
	return fmt.Sprintf("%s: %s", k, v)
}
