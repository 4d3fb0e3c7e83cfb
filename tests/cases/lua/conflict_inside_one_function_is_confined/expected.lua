local config = {}

local DEFAULT_TIMEOUT = 60
local DEFAULT_RETRIES = 3

function config.load(path)
  local file = assert(io.open(path, "rb"))
  local text = file:read("*a")
  file:close()
  return text
end

function config.timeout(options)
<<<<<<< left
  local timeout = tonumber(options.timeout) or DEFAULT_TIMEOUT
||||||| base
  local timeout = options.timeout or DEFAULT_TIMEOUT
=======
  local timeout = math.max(options.timeout or 0, DEFAULT_TIMEOUT)
>>>>>>> right
  return timeout * 1000
end

return config
