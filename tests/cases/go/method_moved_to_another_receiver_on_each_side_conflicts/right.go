package store

// Get returns the value stored under k.
func (r *Repo) Get(k string) string {
	v := r.data[k]
	r.hits++
	return v
}

// Len is the number of keys.
func (s *Store) Len() int {
	return len(s.data)
}
