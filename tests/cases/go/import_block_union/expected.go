package report

import (
	"fmt"
	"os"
	"sort"
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

func SortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
