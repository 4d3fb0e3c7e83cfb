const config = {
  host: 'localhost',
  port: 8080,
  timeout: 5000
};

module.exports = config;
