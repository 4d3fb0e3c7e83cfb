local meta = require "app.meta"

local Throttle = {}

Throttle.PRIORITY = 910
Throttle.VERSION = meta.version
Throttle.NAME = "rate"

function Throttle:access(conf)
  local limit = conf.limit or 60
  ngx.ctx.limit = limit
end

return Throttle
