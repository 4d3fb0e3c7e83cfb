package jobs

import (
	"context"
)

func Run(ctx context.Context, f func() error) error {
	return f()
}
