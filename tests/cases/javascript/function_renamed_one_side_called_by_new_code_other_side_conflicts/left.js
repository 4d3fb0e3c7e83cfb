function loadUser(id) {
  return api.get(`/users/${id}`);
}

function showUser(id) {
  return loadUser(id).then(render);
}

function showUsers(ids) {
  return Promise.all(ids.map(showUser));
}

module.exports = { showUser, showUsers };
