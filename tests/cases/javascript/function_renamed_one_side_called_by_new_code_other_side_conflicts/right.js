function fetchUser(id) {
  return api.get(`/users/${id}`);
}

function showUser(id) {
  return fetchUser(id).then(render);
}

function userName(id) {
  return fetchUser(id).then((user) => user.name);
}

module.exports = { showUser };
