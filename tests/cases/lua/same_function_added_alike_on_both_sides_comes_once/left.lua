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

local function round(value)
  return math.floor(value + 0.5)
end

function M.volume(level)
  return clamp(round(level), 0, 100)
end

return M
