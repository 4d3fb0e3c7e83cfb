package jobs

import (
	"context"
<<<<<<< left
||||||| base

	"github.com/acme/backoff"
=======

	"github.com/acme/backoff/v2"
>>>>>>> right
)

func Run(ctx context.Context, f func() error) error {
<<<<<<< left
	return f()
||||||| base
	return backoff.Retry(ctx, f)
=======
	return backoff.Retry(ctx, f, backoff.WithJitter())
>>>>>>> right
}
