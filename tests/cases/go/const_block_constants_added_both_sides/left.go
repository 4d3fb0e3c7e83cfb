package limits

const (
	MaxUsers  = 100
	MaxGroups = 20
	MaxRoles  = 10
)

func Allowed(users int) bool {
	return users <= MaxUsers
}
