local M = {}

function M.server_block(port)
  local template = [[
server {
  listen $(port);
<<<<<<< left
    location / {
      proxy_pass http://backend;
    }
||||||| base
  location / {
    proxy_pass http://backend;
  }
=======
  location / {
    proxy_pass http://backend;
    proxy_set_header Host $host;
  }
>>>>>>> right
}
]]
  return template:gsub("%$%(port%)", port)
end

return M
