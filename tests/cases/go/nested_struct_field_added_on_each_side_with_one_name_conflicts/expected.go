package config

// Config is read from config.yaml.
type Config struct {
	Name   string
	Server struct {
		Host string
<<<<<<< left
		Port int
||||||| base
=======
		Port string
>>>>>>> right
	}
	Debug bool
}
