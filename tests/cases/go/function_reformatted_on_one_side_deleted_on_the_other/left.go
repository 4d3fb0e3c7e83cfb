package store

func currentKey(id int) string {
	return fmt.Sprintf("c-%d", id)
}
