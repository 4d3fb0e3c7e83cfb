local config = {}

local DEFAULT_TIMEOUT = 60

function config.load(path)
  local file = assert(io.open(path, "r"))
  local text = file:read("*a")
  file:close()
  return text
end

function config.timeout(options)
  local timeout = options.timeout or DEFAULT_TIMEOUT
  return timeout * 1000
end

return config
