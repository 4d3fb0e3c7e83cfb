package cache

// Cache holds string values by key.
type Cache struct {
	items map[string]string
}

// Get returns the value stored under key.
func (c *Cache) Get(key string) (string, bool) {
	v, ok := c.items[key]
	return v, ok
}
