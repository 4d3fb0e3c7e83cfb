package cache

import "sync"

type Store struct {
	sync.Mutex
	items map[string]string
}

func (s *Store) Len() int {
	s.Lock()
	defer s.Unlock()
	return len(s.items)
}
