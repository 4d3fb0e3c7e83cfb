package codec

import "strings"

func Split(s string) []string {
	return strings.Split(s, ",")
}

func SplitLegacy(s string) []string {
	parts := strings.Split(s, ";")
	for i, p := range parts {
		parts[i] = strings.TrimSpace(p)
	}
	return parts
}

func Join(parts []string) string {
	return strings.Join(parts, ",")
}
