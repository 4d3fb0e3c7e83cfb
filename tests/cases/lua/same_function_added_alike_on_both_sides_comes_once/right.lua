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

local function sign(value)
  return value < 0 and -1 or 1
end

local function round(value)
  return math.floor(value + 0.5)
end

function M.volume(level)
  return clamp(level, 0, 100)
end

function M.balance(level)
  return sign(level) * clamp(round(math.abs(level)), 0, 100)
end

return M
