function loadUser(id) {
  return api.get(`/users/${id}`);
}

function showUser(id) {
  return loadUser(id).then(render);
}

<<<<<<< left
function showUsers(ids) {
  return Promise.all(ids.map(showUser));
}

module.exports = { showUser, showUsers };
||||||| base
module.exports = { showUser };
=======
function userName(id) {
  return fetchUser(id).then((user) => user.name);
}

module.exports = { showUser };
>>>>>>> right
