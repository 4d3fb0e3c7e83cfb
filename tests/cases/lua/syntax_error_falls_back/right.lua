local M = {}

function M.greet(name)
  return "Hello, " .. name
end

function M.whisper(name)
  return M.greet(name):lower()
end

function M.farewell(name)
  return "Goodbye, " .. name
end

return M
