package p

import (
	"fmt"

	"example.com/acme/v2/cache"
	"example.com/acme/v2/store"
)

func f() { fmt.Println(store.X, cache.Y) }
