package auth

func mayPost(u User, t Thread) bool {
	if u.Active &&
		t.Open {
		return true
	}
	return false
}
