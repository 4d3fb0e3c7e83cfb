package cache

import (
	"sync"
	"time"
)

// Store keeps values for a while.
type Store struct {
	mu   sync.Mutex
	data map[string]entry
}

func (s *Store) Get(key string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.data[key]
	if !ok {
		return "", false
	}
	return e.value, time.Now().Before(e.expires)
}
