local plugins = {
  "cors",
  "jwt",
  "acl",
<<<<<<< left
  "rate-limiting",
||||||| base
=======
  "prometheus",
>>>>>>> right
}

return plugins
