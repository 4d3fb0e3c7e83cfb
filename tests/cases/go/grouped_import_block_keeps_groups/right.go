package api

import (
	"fmt"
	"net/http"

	"example.com/acme/log"
	"example.com/acme/metrics"
)

func Health(w http.ResponseWriter, r *http.Request) {
	log.Info("health check")
	fmt.Fprintln(w, "ok")
}

func Ready(w http.ResponseWriter, r *http.Request) {
	metrics.Inc("ready")
	fmt.Fprintln(w, "ready")
}
