package limits

const (
	MaxUsers  = 100
	MaxGroups = 20
	MaxRoles  = 10
	MaxTokens = 500
)

func Allowed(users int) bool {
	return users <= MaxUsers
}
