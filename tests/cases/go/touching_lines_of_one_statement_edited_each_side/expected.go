package auth

func mayPost(u User, t Thread) bool {
	if u.IsActive() &&
		!t.Locked {
		return true
	}
	return false
}
