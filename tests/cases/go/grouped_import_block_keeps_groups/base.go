package api

import (
	"fmt"
	"net/http"

	"example.com/acme/log"
)

func Health(w http.ResponseWriter, r *http.Request) {
	log.Info("health check")
	fmt.Fprintln(w, "ok")
}
