const config = require('./config');
const { port } = config;

module.exports = config;
