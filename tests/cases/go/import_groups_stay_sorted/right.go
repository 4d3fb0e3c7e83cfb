package p

import (
	"fmt"
	"os"

	"github.com/acme/b"
	"github.com/acme/bb"
	"github.com/acme/d"
)

func f() {}
