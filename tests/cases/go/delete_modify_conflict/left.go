package codec

import "strings"

func Split(s string) []string {
	return strings.Split(s, ",")
}

func Join(parts []string) string {
	return strings.Join(parts, ",")
}
