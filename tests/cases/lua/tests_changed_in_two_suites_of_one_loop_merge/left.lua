local helpers = require "spec.helpers"

for _, strategy in helpers.each_strategy() do
  describe("cache [#" .. strategy .. "]", function()
    it("forgets a value", function()
      local cache = helpers.cache(strategy)
      cache:set("a", 1)
      cache:delete("a")
      assert.is_nil(cache:get("a"))
    end)

    it("stores a value", function()
      local cache = helpers.cache(strategy)
      cache:set("a", 1)
      assert.equal(1, cache:get("a"))
    end)

    it("overwrites a value", function()
      local cache = helpers.cache(strategy)
      cache:set("a", 1)
      cache:set("a", 2)
      assert.equal(2, cache:get("a"))
    end)
  end)

  describe("cache stats [#" .. strategy .. "]", function()
    it("counts hits", function()
      local cache = helpers.cache(strategy)
      cache:get("a")
      assert.equal(1, cache:stats().hits)
      assert.equal(0, cache:stats().misses)
    end)
  end)
end
