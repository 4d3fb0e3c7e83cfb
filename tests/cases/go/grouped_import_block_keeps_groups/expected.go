package api

import (
	"fmt"
	"net/http"
	"time"

	"example.com/acme/log"
	"example.com/acme/metrics"
)

func Health(w http.ResponseWriter, r *http.Request) {
	log.Info("health check")
	fmt.Fprintln(w, "ok")
}

func Now(w http.ResponseWriter, r *http.Request) {
	fmt.Fprintln(w, time.Now().UTC().Format(time.RFC3339))
}

func Ready(w http.ResponseWriter, r *http.Request) {
	metrics.Inc("ready")
	fmt.Fprintln(w, "ready")
}
