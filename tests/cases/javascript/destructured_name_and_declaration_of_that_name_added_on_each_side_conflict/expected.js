const config = require('./config');
<<<<<<< left
const { port } = config;
||||||| base
=======
const port = 8080;
>>>>>>> right

module.exports = config;
