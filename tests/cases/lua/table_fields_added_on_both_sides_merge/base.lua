local defaults = {
  host = "127.0.0.1",
  port = 8080,
  timeout = 60,
}

local function settings(overrides)
  local result = {}
  for key, value in pairs(defaults) do
    result[key] = overrides[key] == nil and value or overrides[key]
  end
  return result
end

return settings
