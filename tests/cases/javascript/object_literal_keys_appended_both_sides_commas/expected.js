const config = {
  host: 'localhost',
  port: 8080,
  timeout: 5000,
  retries: 3
};

module.exports = config;
