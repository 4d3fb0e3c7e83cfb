package store

type Store interface {
	Get(key string) ([]byte, error)
	Put(key string, value []byte) error
	Delete(key string) error
}

type Memory struct {
	data map[string][]byte
}
