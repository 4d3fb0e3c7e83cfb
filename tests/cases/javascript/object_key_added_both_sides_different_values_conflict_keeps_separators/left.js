const options = {
  timeout: 5,
  host: "localhost",
  port: 8080,
  user: "admin",
  password: "secret",
  database: "main",
};
