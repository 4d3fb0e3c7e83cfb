-- Shopping cart helpers.
local Cart = {}
Cart.__index = Cart

function Cart.new()
  return setmetatable({ items = {} }, Cart)
end

function Cart:add(sku, quantity)
  self.items[sku] = (self.items[sku] or 0) + (quantity or 1)
end

function Cart:count()
  local n = 0
  for _, quantity in pairs(self.items) do
    n = n + quantity
  end
  return n
end

return Cart
