package server

import "net/http"

func Routes(s *Store) *http.ServeMux {
	mux := http.NewServeMux()
<<<<<<< left
	mux.HandleFunc("/users", s.listUsers)
	mux.HandleFunc("/users/new", s.createUser)
	mux.HandleFunc("/healthz", s.health)
||||||| base
	mux.HandleFunc("/users", s.listUsers)
	mux.HandleFunc("/users/new", s.createUser)
=======
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	})
	mux.HandleFunc("/users", s.listUsers)
	mux.HandleFunc("/users/new", s.createUser)
>>>>>>> right
	return mux
}
