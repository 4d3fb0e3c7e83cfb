package p

import (
	"fmt"

	"example.com/acme/v1/cache"
	"example.com/acme/v1/store"
)

func f() { fmt.Println(store.X, cache.Z) }
