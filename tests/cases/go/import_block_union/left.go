package report

import (
	"fmt"
	"os"
	"strings"
)

func Title(s string) string {
	return strings.ToUpper(s)
}

func Line(k, v string) string {
	return fmt.Sprintf("%s: %s", k, v)
}

func Print(k, v string) {
	fmt.Fprintln(os.Stdout, Line(k, v))
}
