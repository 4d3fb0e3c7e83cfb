package main

func f() Config {
	return Config{
		Timeout:  5,
		Host:     "localhost",
		Port:     8080,
		User:     "admin",
		Password: "secret",
		Database: "main",
		Timeout:  10,
	}
}
