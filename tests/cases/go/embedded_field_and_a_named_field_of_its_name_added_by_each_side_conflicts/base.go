package cache

import "sync"

type Store struct {
	items map[string]string
}

func (s *Store) Len() int {
	return len(s.items)
}
