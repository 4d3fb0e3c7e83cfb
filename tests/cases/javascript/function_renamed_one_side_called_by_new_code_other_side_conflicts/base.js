function fetchUser(id) {
  return api.get(`/users/${id}`);
}

function showUser(id) {
  return fetchUser(id).then(render);
}

module.exports = { showUser };
