package auth

func mayPost(u User, t Thread) bool {
	if u.IsActive() &&
		t.Open {
		return true
	}
	return false
}
