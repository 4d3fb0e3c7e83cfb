package builtins

import (
	_ "example.com/plugins/a"
	_ "example.com/plugins/b"
	_ "example.com/plugins/bb"
	_ "example.com/plugins/c"
)
