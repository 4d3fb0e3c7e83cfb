local plugins = {
  "cors",
  "jwt",
  "acl",
}

return plugins
