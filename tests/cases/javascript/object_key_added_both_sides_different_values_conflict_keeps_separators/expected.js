const options = {
<<<<<<< left
  timeout: 5,
||||||| base
=======
  timeout: 10,
>>>>>>> right
  host: "localhost",
  port: 8080,
  user: "admin",
  password: "secret",
  database: "main",
};
