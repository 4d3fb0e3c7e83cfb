package api

import (
	"fmt"
	"net/http"
	"time"

	"example.com/acme/log"
)

func Health(w http.ResponseWriter, r *http.Request) {
	log.Info("health check")
	fmt.Fprintln(w, "ok")
}

func Now(w http.ResponseWriter, r *http.Request) {
	fmt.Fprintln(w, time.Now().UTC().Format(time.RFC3339))
}
