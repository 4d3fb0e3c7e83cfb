package store

import (
	"context"
	"database/sql"

	"github.com/lib/pq"
	"github.com/pkg/errors"
	"github.com/rs/zerolog/log"
)

func Open(ctx context.Context, dsn string) (*sql.DB, error) {
	_ = pq.Driver{}
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		log.Error().Err(err).Msg("open")
		return nil, errors.Wrap(err, "open")
	}
	return db, db.PingContext(ctx)
}
