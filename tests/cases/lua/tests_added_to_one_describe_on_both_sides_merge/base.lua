local stack = require "app.stack"

describe("stack", function()
  local s

  before_each(function()
    s = stack.new()
  end)

  it("starts empty", function()
    assert.equal(0, s:size())
  end)
end)
