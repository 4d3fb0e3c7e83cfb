local typedefs = require "app.typedefs"

return {
  name = "throttle",
  fields = {
    { consumer = typedefs.no_consumer },
    { config = {
        type = "record",
        fields = {
          -- a limit of 0 would block every request
          { limit = { type = "integer", default = 100, gt = 0 } },
          { window = { type = "integer", default = 60 } },
          { policy = { type = "string", default = "local" } },
        },
    }, },
  },
}
