package jobs

import (
	"context"

	"github.com/acme/backoff"
)

func Run(ctx context.Context, f func() error) error {
	return backoff.Retry(ctx, f)
}
