package auth

func mayPost(u User, t Thread) bool {
	if u.Active &&
		!t.Locked {
		return true
	}
	return false
}
