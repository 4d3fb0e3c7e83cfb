package report

import (
	"fmt"
	"os"
)

func Exit(code int) {
	os.Exit(code)
}

func Print(v int) {
	fmt.Println(v)
}

func Warn(msg string) {
	fmt.Fprintln(os.Stderr, msg)
}
