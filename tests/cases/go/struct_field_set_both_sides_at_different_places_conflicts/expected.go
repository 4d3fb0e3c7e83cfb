package main

func f() Config {
	return Config{
<<<<<<< left
		Timeout:  5,
		Host:     "localhost",
		Port:     8080,
		User:     "admin",
		Password: "secret",
		Database: "main",
||||||| base
		Host:     "localhost",
		Port:     8080,
		User:     "admin",
		Password: "secret",
		Database: "main",
=======
		Host:     "localhost",
		Port:     8080,
		User:     "admin",
		Password: "secret",
		Database: "main",
		Timeout:  10,
>>>>>>> right
	}
}
