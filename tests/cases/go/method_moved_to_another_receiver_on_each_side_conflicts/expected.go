package store

// Get returns the value stored under k.
<<<<<<< left
func (c *Cache) Get(k string) string {
||||||| base
func (s *Store) Get(k string) string {
=======
func (r *Repo) Get(k string) string {
>>>>>>> right
<<<<<<< left
	v := c.data[k]
	c.hits++
||||||| base
	v := s.data[k]
	s.hits++
=======
	v := r.data[k]
	r.hits++
>>>>>>> right
	return v
}

// Len is the number of keys.
func (s *Store) Len() int {
	return len(s.data)
}
