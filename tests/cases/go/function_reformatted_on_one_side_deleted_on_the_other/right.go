package store

func legacyKey(id int) string {
	return fmt.Sprintf(
		"k-%d", id)
}

func currentKey(id int) string {
	return fmt.Sprintf("c-%d", id)
}
