local typedefs = require "app.typedefs"

return {
  name = "throttle",
  fields = {
    { consumer = typedefs.no_consumer },
    { config = {
        type = "record",
        fields = {
          { limit = { type = "integer", default = 100 } },
          { window = { type = "integer", default = 60 } },
          { policy = { type = "string", default = "local" } },
        },
    }, },
  },
}
