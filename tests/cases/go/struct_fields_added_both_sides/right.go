package server

type Config struct {
	Host    string
	Port    int
	Verbose bool
	LogPath string
}

func Default() Config {
	return Config{Host: "localhost", Port: 8080}
}
