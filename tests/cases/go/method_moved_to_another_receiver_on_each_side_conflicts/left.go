package store

// Get returns the value stored under k.
func (c *Cache) Get(k string) string {
	v := c.data[k]
	c.hits++
	return v
}

// Len is the number of keys.
func (s *Store) Len() int {
	return len(s.data)
}
