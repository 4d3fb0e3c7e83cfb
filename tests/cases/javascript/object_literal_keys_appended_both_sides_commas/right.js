const config = {
  host: 'localhost',
  port: 8080,
  retries: 3
};

module.exports = config;
