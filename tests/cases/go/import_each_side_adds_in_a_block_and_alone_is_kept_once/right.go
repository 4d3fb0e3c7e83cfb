package report

import (
	"os"
)

import "fmt"

func Exit(code int) {
	os.Exit(code)
}

func Warn(msg string) {
	fmt.Fprintln(os.Stderr, msg)
}
