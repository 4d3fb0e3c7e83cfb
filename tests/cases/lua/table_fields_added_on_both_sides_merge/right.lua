local defaults = {
  host = "127.0.0.1",
  port = 8443,
  timeout = 60,
  ssl_verify = false,
}

local function settings(overrides)
  local result = {}
  for key, value in pairs(defaults) do
    result[key] = overrides[key] == nil and value or overrides[key]
  end
  return result
end

return settings
