package server

func defaults() Config {
	return Config{Port: 8080, Debug: true}
}
