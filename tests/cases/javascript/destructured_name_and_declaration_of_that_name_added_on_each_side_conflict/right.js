const config = require('./config');
const port = 8080;

module.exports = config;
