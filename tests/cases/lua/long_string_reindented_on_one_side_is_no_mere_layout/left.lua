local M = {}

function M.server_block(port)
  local template = [[
server {
  listen $(port);
    location / {
      proxy_pass http://backend;
    }
}
]]
  return template:gsub("%$%(port%)", port)
end

return M
