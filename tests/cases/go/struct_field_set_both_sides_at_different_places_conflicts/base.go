package main

func f() Config {
	return Config{
		Host:     "localhost",
		Port:     8080,
		User:     "admin",
		Password: "secret",
		Database: "main",
	}
}
