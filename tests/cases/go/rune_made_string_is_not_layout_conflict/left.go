package text

func quote() rune {
	return '"'
}
