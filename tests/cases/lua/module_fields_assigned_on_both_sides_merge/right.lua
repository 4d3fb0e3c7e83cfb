local meta = require "app.meta"

local Throttle = {}

Throttle.PRIORITY = 901
Throttle.VERSION = meta.version
Throttle.DEFAULT_WINDOW = 60

function Throttle:access(conf)
  local limit = conf.limit or 100
  ngx.ctx.limit = limit
end

return Throttle
