package text

func separator() rune {
	return ','
}

func quote() rune {
	return '"'
}
