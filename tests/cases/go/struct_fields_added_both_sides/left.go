package server

type Config struct {
	Host    string
	Port    int
	Verbose bool
	Retries int
}

func Default() Config {
	return Config{Host: "localhost", Port: 8080}
}
