local plugins = {
  "cors",
  "jwt",
  "acl",
  "rate-limiting",
}

return plugins
