package report

import (
	"os"
)

func Exit(code int) {
	os.Exit(code)
}
