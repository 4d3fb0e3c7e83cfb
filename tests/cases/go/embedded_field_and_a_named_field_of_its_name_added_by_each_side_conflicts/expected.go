package cache

import "sync"

type Store struct {
<<<<<<< left
	sync.Mutex
	items map[string]string
}

func (s *Store) Len() int {
	s.Lock()
	defer s.Unlock()
	return len(s.items)
}
||||||| base
	items map[string]string
}

func (s *Store) Len() int {
	return len(s.items)
}
=======
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
>>>>>>> right
