package store

func (s *Store) Put(key string, value []byte) error {
	if !s.readOnly {
		s.mu.Lock()
		s.items[key] = value
		s.mu.Unlock()
	}
	return nil
}
