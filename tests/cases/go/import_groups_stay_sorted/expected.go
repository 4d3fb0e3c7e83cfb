package p

import (
	"fmt"
	"io"
	"os"

	"github.com/acme/b"
	"github.com/acme/bb"
	"github.com/acme/c"
	"github.com/acme/d"
)

func f() {}
