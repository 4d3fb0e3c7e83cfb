const config = {
  host: 'localhost',
  port: 8080
};

module.exports = config;
