package store

func (s *Store) Put(key string, value []byte) error {
	s.mu.Lock()
	s.items[key] = append([]byte(nil), value...)
	s.mu.Unlock()
	return nil
}
