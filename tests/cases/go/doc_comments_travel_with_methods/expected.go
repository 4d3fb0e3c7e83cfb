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

// Set stores value under key, replacing any previous value.
func (c *Cache) Set(key, value string) {
	c.items[key] = value
}

// Len reports the number of stored items.
// It is safe to call on an empty cache.
func (c *Cache) Len() int {
	return len(c.items)
}
