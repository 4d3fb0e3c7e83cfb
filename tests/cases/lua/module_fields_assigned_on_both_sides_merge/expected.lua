local meta = require "app.meta"

local Throttle = {}

Throttle.PRIORITY = 901
Throttle.VERSION = meta.version
Throttle.NAME = "rate"
Throttle.DEFAULT_WINDOW = 60

function Throttle:access(conf)
  local limit = conf.limit or 60
  ngx.ctx.limit = limit
end

return Throttle
