package store

// Get returns the value stored under k.
func (s *Store) Get(k string) string {
	v := s.data[k]
	s.hits++
	return v
}

// Len is the number of keys.
func (s *Store) Len() int {
	return len(s.data)
}
