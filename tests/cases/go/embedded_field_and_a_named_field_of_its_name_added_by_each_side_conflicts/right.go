package cache

import "sync"

type Store struct {
	items map[string]string
	Mutex sync.Mutex
}

func (s *Store) Len() int {
	return len(s.items)
}

func (s *Store) Put(k, v string) {
	s.Mutex.Lock()
	defer s.Mutex.Unlock()
	s.items[k] = v
}
