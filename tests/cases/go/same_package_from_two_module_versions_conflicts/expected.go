package p

import (
	"fmt"

<<<<<<< left
	"example.com/acme/v2/cache"
	"example.com/acme/v2/store"
||||||| base
	"example.com/acme/v1/store"
=======
	"example.com/acme/v1/cache"
	"example.com/acme/v1/store"
>>>>>>> right
)

<<<<<<< left
func f() { fmt.Println(store.X, cache.Y) }
||||||| base
func f() { fmt.Println(store.X) }
=======
func f() { fmt.Println(store.X, cache.Z) }
>>>>>>> right
