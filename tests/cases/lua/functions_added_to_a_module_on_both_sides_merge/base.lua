-- Shopping cart helpers.
local Cart = {}
Cart.__index = Cart

function Cart.new()
  return setmetatable({ items = {} }, Cart)
end

function Cart:add(sku, quantity)
  self.items[sku] = (self.items[sku] or 0) + (quantity or 1)
end

return Cart
