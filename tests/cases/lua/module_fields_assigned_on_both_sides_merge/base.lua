local meta = require "app.meta"

local Throttle = {}

Throttle.PRIORITY = 910
Throttle.VERSION = meta.version

function Throttle:access(conf)
  local limit = conf.limit or 100
  ngx.ctx.limit = limit
end

return Throttle
