local stack = require "app.stack"

describe("stack", function()
  local s

  before_each(function()
    s = stack.new()
  end)

  it("starts empty", function()
    assert.equal(0, s:size())
  end)

  it("returns nil when popped empty", function()
    assert.is_nil(s:pop())
  end)
end)
