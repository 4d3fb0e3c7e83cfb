local M = {}

local function clamp(value, low, high)
  if value < low then
    return low
  end
  if value > high then
    return high
  end
  return value
end

function M.volume(level)
  return clamp(level, 0, 100)
end

return M
