local plugins = {
  "cors",
  "jwt",
  "acl",
  "prometheus",
}

return plugins
