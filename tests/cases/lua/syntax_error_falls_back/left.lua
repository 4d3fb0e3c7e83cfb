local M = {}

function M.greet(name)
  return "Hello, " .. name
end

function M.shout(name)
  return M.greet(name):upper(

function M.farewell(name)
  return "Goodbye, " .. name
end

return M
