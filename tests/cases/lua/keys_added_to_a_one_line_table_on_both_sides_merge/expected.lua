local lrucache = require "resty.lrucache"

local cache = lrucache.new(200)

local function get(key, loader)
  local value = cache:get(key)
  if value == nil then
    value = loader(key)
    cache:set(key, value, 60)
  end
  return value
end

return { get = get, cache = cache, flush = function() cache:flush_all() end, size = function() return cache:count() end }
