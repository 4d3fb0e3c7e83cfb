package store

type Store interface {
	Get(key string) ([]byte, error)
	Put(key string, value []byte) error
}

type Memory struct {
	data map[string][]byte
}
