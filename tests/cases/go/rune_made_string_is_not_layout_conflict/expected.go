package text
<<<<<<< left
||||||| base

func separator() rune {
	return ','
}
=======

func separator() rune {
	return ","
}
>>>>>>> right

func quote() rune {
	return '"'
}
